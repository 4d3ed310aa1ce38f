import { FUNCTION_NAMES } from '../../src/server/server-region';
import { OUTBOX_COLLECTION } from '../../src/notifications/adapters/notifications-collections';
import { INTAKE_ADDRESSES_COLLECTION } from '../../src/submission/adapters/submission-collections';
import { tallyWindowStart } from '../../src/submission/domain/address-quota';
import { WHOLE_INTAKE_KEY } from '../../src/submission/domain/intake-review';
import { runSchedule } from '../support/firestore-triggers';
import { expect, test } from './support/test';
import {
  applicant,
  openPage,
  sendApplication,
  uniqueAddress,
  uniqueTag,
} from './support/application-page';
import { pageBody, postIntake } from './support/intake-request';
import { E2E_INTAKE_LIMITS, E2E_PROJECT_ID, e2eEnv } from './support/e2e-env';
import { awaitMailTo, mailTo, setMailServer } from './support/sent-mail';
import { account, withConsole } from './support/staff-accounts';
import { storedFor } from './support/stored-applications';
import { retentionCutoff } from '../../src/privacy/domain/retention';
import { retentionPeriod } from '../../src/shared/content/retention-period';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import { applicationRecord } from '../support/application-record-fixtures';

const DAY = 24 * 60 * 60_000;
/** An erasure record's fields, all of them: nothing personal is left. */
const ERASURE_KEYS = ['erasedAt', 'erasedBy', 'erasedByEmail', 'erasureReason', 'id'];

const retryQueuedMail = () =>
  runSchedule(e2eEnv('functionsUrl'), E2E_PROJECT_ID, FUNCTION_NAMES.retryQueuedMail);

// These flip what every other test shares (the mail server, the whole intake's count) or erase
// whatever has expired: alone, one at a time.
test.describe.configure({ mode: 'serial' });

/**
 * The earlier projects' thousands of application writes leave the emulator's triggers minutes of
 * events to work through, the outbox's among them. These tests time e-mail (sent once, sent
 * later), so they start once the outbox's trigger has caught up: when the receipt of an
 * application sent now has gone out.
 */
test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  const values = applicant(uniqueTag());
  const response = await postIntake(request, pageBody(values), { from: uniqueAddress() });
  expect(response.status()).toBe(201);
  await awaitMailTo(values.email, 1, 280_000);
});

test('a mail server that is down loses no receipt: it goes out once, after the server is back', async ({
  page,
}) => {
  const values = applicant(uniqueTag());
  await setMailServer('down');
  try {
    await openPage(page, 'firestore');
    const id = await sendApplication(page, values);
    // The receipt's attempt fails and waits for its retry. It is the outbox's schedule, run by
    // hand (the emulator has no scheduler), that makes it here: the queue's own trigger may come
    // minutes late, behind the earlier tests' writes.
    const receiptPath = `${OUTBOX_COLLECTION}/${id}-acuse`;
    const receiptQueued = () => withConsole((owner) => owner.read(receiptPath));
    await expect.poll(receiptQueued).toBeDefined();
    await retryQueuedMail();
    await expect
      .poll(async () => (await receiptQueued())?.lastErrorCode, { timeout: 30_000 })
      .toBe('MAIL_UNREACHABLE');
    expect(await mailTo(values.email)).toEqual([]);

    await setMailServer('up');
    // Its retry is due a minute after the failure: as if that minute had passed (the emulator's
    // clock cannot be moved).
    await withConsole((owner) =>
      owner.update(receiptPath, { nextAttemptAt: new Date(Date.now() - 1_000) }),
    );
    await retryQueuedMail();
    const [receipt] = await awaitMailTo(values.email);
    expect(receipt?.subject).toContain(id);

    // Run again: nothing is sent twice.
    await retryQueuedMail();
    expect(await mailTo(values.email)).toHaveLength(1);
  } finally {
    await setMailServer('up');
  }
});

/** The whole intake's count of one clock hour (a tally: AdminIntakeLedger). */
const wholeIntakeCount = (startedAt: Date) =>
  `${INTAKE_ADDRESSES_COLLECTION}/${WHOLE_INTAKE_KEY}@${startedAt.getTime()}`;

test('past the whole intake limit an application is still stored, marked for review, with no receipt; the admins are alerted once', async ({
  page,
}) => {
  const admin = await account('admin');
  // As if the hour had already brought its limit: this clock hour's count, and the next one's,
  // should the test run across the hour.
  const hourly = { perWindow: E2E_INTAKE_LIMITS.wholeIntake, windowMs: 60 * 60_000 };
  const windows = [0, hourly.windowMs].map((ahead) =>
    tallyWindowStart(hourly, new Date(Date.now() + ahead)),
  );
  await withConsole((owner) =>
    Promise.all(
      windows.map((startedAt) =>
        owner.write(`${INTAKE_ADDRESSES_COLLECTION}/${WHOLE_INTAKE_KEY}@${startedAt.getTime()}`, {
          count: hourly.perWindow,
          startedAt,
        }),
      ),
    ),
  );
  try {
    const first = applicant(uniqueTag());
    const second = applicant(uniqueTag());
    await openPage(page, 'firestore');
    const firstId = await sendApplication(page, first);
    await page.getByRole('button', { name: 'Llenar otra solicitud' }).click();
    const secondId = await sendApplication(page, second);

    // Held En revisión (flagged, not open): not among the Nuevas until staff accept them.
    const held = { alert: true, status: false, isAssociated: false };
    expect(await storedFor(first.first_name)).toEqual([
      expect.objectContaining({ id: firstId, ...held }),
    ]);
    expect(await storedFor(second.first_name)).toEqual([
      expect.objectContaining({ id: secondId, ...held }),
    ]);
    const marks = await withConsole((owner) =>
      Promise.all([firstId, secondId].map((id) => owner.read(`ReviewMarks/${id}`))),
    );
    expect(marks).toEqual([
      expect.objectContaining({ reason: 'limite-de-recepcion' }),
      expect.objectContaining({ reason: 'limite-de-recepcion' }),
    ]);
    const [alert] = await awaitMailTo(admin.email);
    expect(alert?.subject).toContain('solicitudes en una hora');
    await page.waitForTimeout(3_000);
    expect(await mailTo(admin.email)).toHaveLength(1);
    expect(await mailTo(first.email)).toEqual([]);
    expect(await mailTo(second.email)).toEqual([]);
  } finally {
    await withConsole((owner) =>
      Promise.all(windows.map((startedAt) => owner.remove(wholeIntakeCount(startedAt)))),
    );
  }
});

test('the monthly schedule erases what passed the retention period, as the button does, and reports it to the admins', async () => {
  const admin = await account('admin');
  const base = 6000 + Math.floor(Math.random() * 900);
  const numbered = (step: number) => `SOL${base + step}` as ApplicationId;
  const [expired, member, recent] = [numbered(0), numbered(1), numbered(2)];
  const longAgo = new Date(retentionCutoff(new Date(), retentionPeriod.months).getTime() - DAY);
  await withConsole((owner) =>
    owner.seed([
      applicationRecord(expired, longAgo),
      applicationRecord(member, longAgo, { stage: 'asociada' }),
      applicationRecord(recent, new Date()),
    ]),
  );

  await runSchedule(e2eEnv('functionsUrl'), E2E_PROJECT_ID, FUNCTION_NAMES.monthlyPurge);

  const [erased, kept, fresh] = await withConsole((owner) =>
    Promise.all([expired, member, recent].map((id) => owner.read(`Applications/${id}`))),
  );
  expect(Object.keys(erased ?? {}).sort()).toEqual(ERASURE_KEYS);
  expect(erased).toMatchObject({ erasureReason: 'plazo-vencido', erasedBy: 'purga-programada' });
  expect(kept).toMatchObject({ isAssociated: true });
  expect(fresh).toMatchObject({ id: recent });
  const [report] = await awaitMailTo(admin.email);
  expect(report?.text).toContain(expired);
  expect(report?.text).not.toContain(member);
});

test("the daily schedule e-mails each member who chose the digest one message listing what arrived by number, with no applicant's name or DUI", async ({
  page,
}) => {
  const member = await account('staff');
  await withConsole((owner) => owner.setNotices(member.uid, 'resumen-diario'));
  const values = applicant(uniqueTag());
  await openPage(page, 'firestore');
  const id = await sendApplication(page, values);
  // A member who chose the digest gets no message per application.
  await page.waitForTimeout(3_000);
  expect(await mailTo(member.email)).toEqual([]);

  await runSchedule(e2eEnv('functionsUrl'), E2E_PROJECT_ID, FUNCTION_NAMES.dailyDigest);

  const [digest] = await awaitMailTo(member.email);
  expect(digest?.subject).toContain('Resumen diario');
  const everything = `${digest?.subject}\n${digest?.text}\n${digest?.html}`;
  expect(digest?.text).toContain(id);
  const personal = [values.first_name, values.last_name, values.dui, values.nit, values.address];
  for (const value of [...personal, values.email, values.phone])
    expect(everything).not.toContain(value);

  // Run again the same day: nothing is sent twice.
  await runSchedule(e2eEnv('functionsUrl'), E2E_PROJECT_ID, FUNCTION_NAMES.dailyDigest);
  await page.waitForTimeout(3_000);
  expect(await mailTo(member.email)).toHaveLength(1);
});
