import { MalformedDocumentError } from '../../shared/domain/storage-errors';
import type { NumberSpaceReading } from '../../submission/domain/number-space';
import { isCount } from '../../shared/domain/count';

/**
 * NumberSpace/gauge as both SDKs see it: the server writes it (server/admin-number-space.ts), the
 * admins' page reads it (firestore/firestore-number-space-readings.ts). The counts as numbers,
 * measuredAt a timestamp that each SDK writes and reads its own way.
 */
export const numberSpaceFields = ({ taken, quarantined, free }: NumberSpaceReading) => ({
  taken,
  quarantined,
  free,
});

/**
 * The stored reading, every field checked (MalformedDocumentError names the field otherwise).
 * `measuredAt`: the SDK's timestamp as a Date, undefined when it is not a timestamp.
 */
export function numberSpaceReadingOf(
  path: string,
  data: Record<string, unknown>,
  measuredAt: Date | undefined,
): NumberSpaceReading {
  const count = (field: string): number => {
    const value = data[field];
    if (isCount(value)) return value;
    throw new MalformedDocumentError(path, field, 'should be a whole number, zero or more');
  };
  const reading = { taken: count('taken'), quarantined: count('quarantined'), free: count('free') };
  if (measuredAt === undefined)
    throw new MalformedDocumentError(path, 'measuredAt', 'should be a timestamp');
  return { ...reading, measuredAt };
}
