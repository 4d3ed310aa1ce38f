import {
  HIGHEST_APPLICATION_NUMBER,
  LOWEST_APPLICATION_NUMBER,
} from '../../applications/domain/application-id';

/** How many SOL numbers there are: SOL1000 to SOL9999. */
export const NUMBER_SPACE_SIZE = HIGHEST_APPLICATION_NUMBER - LOWEST_APPLICATION_NUMBER + 1;

/**
 * The share in use past which the admins are told. A submit draws MAX_APPLICATION_ID_ATTEMPTS
 * numbers at random: at 80 % in use all of them are taken for about one submit in a hundred
 * (0.8^20), which must then look further (or fail), and a full space refuses every submit. Time
 * to widen the range (docs/architecture.md).
 */
export const NUMBER_SPACE_ALERT_SHARE = 0.8;

/** In numbers: the alert is due once more than this many are in use. */
export const NUMBER_SPACE_ALERT_AT = Math.floor(NUMBER_SPACE_SIZE * NUMBER_SPACE_ALERT_SHARE);

/**
 * Numbers that cannot be drawn, as storage counts them: held by an application (taken), or by the
 * erasure record of an erased one until its quarantine ends (quarantined).
 */
export interface NumberSpaceCounts {
  taken: number;
  quarantined: number;
}

/** How full the number space was at one moment. */
export interface NumberSpaceReading extends NumberSpaceCounts {
  free: number;
  measuredAt: Date;
}

export function numberSpaceReading(
  counts: NumberSpaceCounts,
  measuredAt: Date,
): NumberSpaceReading {
  const { taken, quarantined } = counts;
  return {
    taken,
    quarantined,
    free: Math.max(0, NUMBER_SPACE_SIZE - taken - quarantined),
    measuredAt,
  };
}

/** Numbers in use: taken or quarantined, neither can be drawn. */
export const numbersInUse = ({ taken, quarantined }: NumberSpaceCounts): number =>
  taken + quarantined;

/**
 * The share in use as a percentage with one decimal, rounded up: a gauge that warns never shows
 * less than there is (7,201 in use is 80.1 %, past the alert, never 80.0 %).
 */
export function usedPercent(counts: NumberSpaceCounts): number {
  return Math.ceil((numbersInUse(counts) * 1000) / NUMBER_SPACE_SIZE) / 10;
}

export function isPastAlertShare(counts: NumberSpaceCounts): boolean {
  return numbersInUse(counts) > NUMBER_SPACE_ALERT_AT;
}

/**
 * Alert once when the space passes the share; again only after a reading has gone back to it or
 * below (erasure records freed by the purge, say). The first reading ever past it alerts.
 */
export function isAlertDue(
  previous: NumberSpaceCounts | undefined,
  current: NumberSpaceCounts,
): boolean {
  return isPastAlertShare(current) && !(previous !== undefined && isPastAlertShare(previous));
}

const WHOLE = new Intl.NumberFormat('es-SV');
const ONE_DECIMAL = new Intl.NumberFormat('es-SV', { maximumFractionDigits: 1 });

/** A count as the alert and the admins' screen write it: 7,300. */
export const numbersText = (count: number): string => WHOLE.format(count);

/** The share in use as the alert and the admins' screen write it: 81.1 %. */
export const usedPercentText = (counts: NumberSpaceCounts): string =>
  `${ONE_DECIMAL.format(usedPercent(counts))} %`;
