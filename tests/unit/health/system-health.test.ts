import { describe, expect, it } from 'vitest';
import { failingSince } from '../../../src/health/domain/health-view';
import { JOB_SCHEDULES } from '../../../src/health/domain/scheduled-jobs';
import { aHealthView } from '../../contract/health-store-contract';

const MINUTE = 60_000;
const utc = (iso: string) => new Date(`${iso}Z`);

describe('when each scheduled job is due next (office time, UTC−6)', () => {
  it('the outbox in five minutes; the digest at 07:00; the gauge at 05:00; the purge on the 1st at 06:00', () => {
    const ranAt = utc('2026-11-26T13:05:00'); // 07:05 in El Salvador
    expect(JOB_SCHEDULES.retryQueuedMail.nextDueAfter(ranAt)).toEqual(utc('2026-11-26T13:10:00'));
    expect(JOB_SCHEDULES.dailyDigest.nextDueAfter(ranAt)).toEqual(utc('2026-11-27T13:00:00'));
    expect(JOB_SCHEDULES.measureNumberSpace.nextDueAfter(ranAt)).toEqual(
      utc('2026-11-27T11:00:00'),
    );
    expect(JOB_SCHEDULES.monthlyPurge.nextDueAfter(ranAt)).toEqual(utc('2026-12-01T12:00:00'));
  });
});

describe('when e-mail counts as failing', () => {
  const now = utc('2026-11-26T15:00:00');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);

  it('keeps when e-mail started failing until something is sent again', () => {
    const counts = aHealthView(now).mail;
    const failing = { ...counts, lastErrorAt: ago(1), lastSentAt: ago(200) };
    const earlier = { ...aHealthView(ago(5)), mail: { ...counts, failingSince: ago(90) } };
    expect(failingSince(failing, undefined)).toEqual(ago(1));
    expect(failingSince(failing, earlier)).toEqual(ago(90));
    expect(failingSince({ ...failing, lastSentAt: ago(0) }, earlier)).toBeNull();
  });

  it('does not call the mail server failing for one message or recipient it refused for good', () => {
    const counts = aHealthView(now).mail;
    const refused = {
      ...counts,
      lastErrorCode: 'MAIL_REFUSED' as const,
      lastErrorAt: ago(1),
      lastSentAt: ago(200),
    };
    expect(failingSince(refused, undefined)).toBeNull();
    expect(failingSince({ ...refused, lastErrorCode: 'MAIL_UNREACHABLE' }, undefined)).toEqual(
      ago(1),
    );
  });
});
