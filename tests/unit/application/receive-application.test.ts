import { describe, expect, it, vi } from 'vitest';
import { InMemoryOutbox } from '../../../src/notifications/adapters/memory/in-memory-outbox';
import { AnnounceApplication } from '../../../src/notifications/application/announce-application';
import { DEFAULT_INTAKE_LIMITS } from '../../../src/submission/domain/intake-limits';
import { StoreApplication } from '../../../src/submission/application/store-application';
import { InMemoryApplicationRepository } from '../../../src/submission/adapters/in-memory-application-repository';
import { InMemoryIntakeLedger } from '../../../src/submission/adapters/memory/in-memory-intake-ledger';
import { InMemoryIntakeRefusals } from '../../../src/submission/adapters/memory/in-memory-intake-refusals';
import { HmacAddressKeys } from '../../../src/submission/adapters/server/hmac-address-keys';
import { AddressLimitReachedError } from '../../../src/submission/domain/address-quota';
import type { Application } from '../../../src/applications/domain/stored-application';
import type { ApplicationId } from '../../../src/applications/domain/application-id';
import type {
  ArrivalListener,
  ReviewMarks,
  ReviewReason,
} from '../../../src/submission/domain/intake-review';
import { InvalidApplicationError } from '../../../src/submission/domain/submission-errors';
import {
  IntakeDeadlineError,
  STORAGE_CALL_BUDGET_MS,
} from '../../../src/submission/domain/intake-deadline';
import { heldForReview, newlySaved, validForm } from '../../support/application-fixtures';
import { serverIntake } from '../../support/server-intake';
import { fixedClock, randomDrawing } from '../../support/deterministic';
import { loggedText } from '../../support/logged-text';

const SECRET = 'una-clave-de-prueba-de-32-caracteres!';
const HOUR_MS = 60 * 60_000;
const SAVED_AT = new Date('2026-03-14T15:09:26.000Z');

/** The review marks in memory, as ReviewMarks/{id} keeps them. */
class KeptMarks implements ReviewMarks {
  readonly marked = new Map<ApplicationId, Date>();
  readonly reasons = new Map<ApplicationId, ReviewReason>();
  async mark(id: ApplicationId, at: Date, reason: ReviewReason): Promise<void> {
    this.marked.set(id, at);
    this.reasons.set(id, reason);
  }
}

/** Every arrival announced, in order. */
class HeardArrivals implements ArrivalListener {
  readonly heard: { id: ApplicationId; forReview: boolean }[] = [];
  async arrived(application: Application, forReview: boolean): Promise<void> {
    this.heard.push({ id: application.id, forReview });
  }
}

interface IntakeOptions {
  perAddress?: number;
  wholeIntake?: number;
  perRelay?: number;
  arrivals?: ArrivalListener;
}

function intake({
  perAddress = 3,
  wholeIntake = 60,
  perRelay = 120,
  arrivals,
}: IntakeOptions = {}) {
  const repository = new InMemoryApplicationRepository();
  const clock = fixedClock();
  const store = new StoreApplication(
    repository,
    randomDrawing(1000, 1001, 1002, 1003, 1004, 1005),
    clock,
  );
  const marks = new KeptMarks();
  const heard = new HeardArrivals();
  const refusals = new InMemoryIntakeRefusals();
  const receive = serverIntake(
    {
      store,
      ledger: new InMemoryIntakeLedger(),
      keys: new HmacAddressKeys(SECRET),
      marks,
      arrivals: arrivals ?? heard,
      earlier: repository,
      replies: repository,
      refusals,
      clock,
    },
    {
      perAddress: { perWindow: perAddress, windowMs: HOUR_MS },
      wholeIntake: { perWindow: wholeIntake, windowMs: HOUR_MS },
      perRelay: { perWindow: perRelay, windowMs: HOUR_MS },
    },
  );
  const from = (address: string, honeypot = '', form = validForm(), deadline?: Date) =>
    receive.execute({ form, honeypot, address, deadline });
  const via = (relay: string, address: string) =>
    receive.execute({ form: validForm(), honeypot: '', address, relay });
  const unverified = (address: string) =>
    receive.execute({ form: validForm(), honeypot: '', address, unverified: true });
  const keyed = (idempotencyKey: string, address = '203.0.113.7', deadline?: Date) =>
    receive.execute({ form: validForm(), honeypot: '', address, idempotencyKey, deadline });
  /** What the limits refused in the clock's hour, as Estado counts it. */
  const refused = () => refusals.refusedSince(clock.now());
  const refusedByRelay = () => refusals.refusedByRelaySince(clock.now());
  return {
    repository,
    marks,
    heard: heard.heard,
    from,
    via,
    keyed,
    unverified,
    refused,
    refusedByRelay,
  };
}

describe('the server intake (ReceiveApplication)', () => {
  it('stops a script that forges a new address for every request, by who relayed them to the server', async () => {
    const { repository, via } = intake({ perAddress: 3, perRelay: 5 });
    // A caller at the function's own URL: each request claims another sender.
    for (let sent = 1; sent <= 5; sent++) await via('198.51.100.66', `203.0.113.${sent}`);

    await expect(via('198.51.100.66', '203.0.113.99')).rejects.toBeInstanceOf(
      AddressLimitReachedError,
    );
    expect(repository.savedApplications()).toHaveLength(5);
    // Through another relay (the site's CDN) an applicant still gets through.
    expect((await via('130.211.0.1', '203.0.113.99')).id).toMatch(/^SOL\d{4}$/);
  });

  it('saves nothing when too little time is left before its answer is due, so a failure is never followed by a save', async () => {
    const { repository, heard, from } = intake();
    const now = fixedClock().now().getTime();
    const tooLate = new Date(now + STORAGE_CALL_BUDGET_MS - 1);

    await expect(from('203.0.113.7', '', validForm(), tooLate)).rejects.toBeInstanceOf(
      IntakeDeadlineError,
    );
    expect(repository.savedApplications()).toEqual([]);
    expect(heard).toEqual([]);

    const inTime = new Date(now + STORAGE_CALL_BUDGET_MS + 1);
    expect((await from('203.0.113.8', '', validForm(), inTime)).id).toMatch(/^SOL\d{4}$/);
  });

  it('hands the sender only the number and its date, whatever the arrival set off (the link to choose a talk goes by e-mail alone)', async () => {
    // As the server's arrival once did: it gives back the link it issued for the receipt e-mail.
    const offering = {
      arrived: async (application: Application) => ({
        talkChoicePath: `/charla/elegir/${application.id}`,
      }),
    } as unknown as ArrivalListener;
    const { from } = intake({ arrivals: offering });
    const submitted = await from('203.0.113.7');

    expect(Object.keys(submitted).sort()).toEqual(['id', 'submittedAt']);
  });

  it('answers by its deadline even when the announcement hangs, with the application saved', async () => {
    const hanging: ArrivalListener = { arrived: () => new Promise(() => undefined) };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { repository, from } = intake({ arrivals: hanging });
    const deadline = new Date(fixedClock().now().getTime() + STORAGE_CALL_BUDGET_MS + 20);

    expect((await from('203.0.113.7', '', validForm(), deadline)).id).toMatch(/^SOL\d{4}$/);
    expect(repository.savedApplications()).toHaveLength(1);
    expect(quiet).toHaveBeenCalledOnce();
    quiet.mockRestore();
  });

  it('stores what one address sends up to its quota, then refuses, stores nothing and counts the refusal', async () => {
    const { repository, from, refused } = intake({ perAddress: 3 });
    for (let sent = 0; sent < 3; sent++) await from('203.0.113.7');
    expect(await refused()).toBe(0);

    await expect(from('203.0.113.7')).rejects.toBeInstanceOf(AddressLimitReachedError);
    await expect(from('203.0.113.7')).rejects.toBeInstanceOf(AddressLimitReachedError);
    expect(repository.savedApplications()).toHaveLength(3);
    expect(await refused()).toBe(2);
  });

  it("counts a relay's refusals too, apart for Estado, and neither a broken form nor a honeypot as one", async () => {
    const { via, from, refused, refusedByRelay } = intake({ perAddress: 1, perRelay: 2 });
    await via('198.51.100.66', '203.0.113.1');
    await via('198.51.100.66', '203.0.113.2');
    await expect(via('198.51.100.66', '203.0.113.3')).rejects.toBeInstanceOf(
      AddressLimitReachedError,
    );
    await expect(
      from('198.51.100.9', '', { ...validForm(), dui: '12345678-9' }),
    ).rejects.toBeInstanceOf(InvalidApplicationError);
    await from('198.51.100.10', 'https://spam.example');

    expect(await refused()).toBe(1);
    expect(await refusedByRelay()).toBe(1);
    // A sender's own limit is not the relay's: all refused, none by the relay.
    await from('198.51.100.20');
    await expect(from('198.51.100.20')).rejects.toBeInstanceOf(AddressLimitReachedError);
    expect(await refused()).toBe(2);
    expect(await refusedByRelay()).toBe(1);
  });

  it('refuses all the same when the refusal cannot be counted, and says so in the log', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const repository = new InMemoryApplicationRepository();
    const clock = fixedClock();
    const receive = serverIntake(
      {
        store: new StoreApplication(repository, randomDrawing(1000, 1001), clock),
        ledger: new InMemoryIntakeLedger(),
        keys: new HmacAddressKeys(SECRET),
        marks: new KeptMarks(),
        arrivals: new HeardArrivals(),
        earlier: repository,
        replies: repository,
        refusals: {
          record: () => Promise.reject(new Error('UNAVAILABLE')),
          refusedSince: async () => 0,
          refusedByRelaySince: async () => 0,
        },
        clock,
      },
      { ...DEFAULT_INTAKE_LIMITS, perAddress: { perWindow: 1, windowMs: HOUR_MS } },
    );
    const send = () => receive.execute({ form: validForm(), honeypot: '', address: '203.0.113.7' });
    await send();

    await expect(send()).rejects.toBeInstanceOf(AddressLimitReachedError);
    expect(quiet).toHaveBeenCalledOnce();
    expect(loggedText(quiet)).toContain('rechazo');
    quiet.mockRestore();
  });

  it('still takes the next applicant from another address', async () => {
    const { repository, from } = intake({ perAddress: 1 });
    await from('203.0.113.7');
    await expect(from('203.0.113.7')).rejects.toBeInstanceOf(AddressLimitReachedError);

    expect((await from('198.51.100.20')).id).toMatch(/^SOL\d{4}$/);
    expect(repository.savedApplications()).toHaveLength(2);
  });

  it('takes no place for a bot that filled the honeypot', async () => {
    const { repository, from } = intake({ perAddress: 1 });

    expect((await from('203.0.113.7', 'https://spam.example')).id).toMatch(/^SOL\d{4}$/);
    expect(repository.savedApplications()).toHaveLength(0);

    expect((await from('203.0.113.7')).id).toMatch(/^SOL\d{4}$/);
    expect(repository.savedApplications()).toHaveLength(1);
  });

  it("counts a form that breaks a rule against its sender's address, so that a flood of them is bounded", async () => {
    const { repository, from } = intake({ perAddress: 2 });
    const brokenDui = { ...validForm(), dui: '12345678-9' };

    for (let sent = 0; sent < 2; sent++)
      await expect(from('203.0.113.7', '', brokenDui)).rejects.toBeInstanceOf(
        InvalidApplicationError,
      );
    // Past the limit a broken form is refused as any request then is, and so is a valid one.
    await expect(from('203.0.113.7', '', brokenDui)).rejects.toBeInstanceOf(
      AddressLimitReachedError,
    );
    await expect(from('203.0.113.7')).rejects.toBeInstanceOf(AddressLimitReachedError);
    expect(repository.savedApplications()).toHaveLength(0);
    // Its own address only.
    expect((await from('198.51.100.20')).id).toMatch(/^SOL\d{4}$/);
  });

  it('announces each stored application once, as not for review, with what was stored', async () => {
    const { repository, marks, heard, from } = intake();

    const { id } = await from('203.0.113.7');

    expect(heard).toEqual([{ id, forReview: false }]);
    expect(marks.marked.size).toBe(0);
    expect(repository.savedApplications()).toEqual([newlySaved(id, SAVED_AT)]);
  });

  it('refuses past the per-address limit without announcing or marking anything', async () => {
    const { marks, heard, from } = intake({ perAddress: 1, wholeIntake: 1 });
    await from('203.0.113.7');

    await expect(from('203.0.113.7')).rejects.toBeInstanceOf(AddressLimitReachedError);

    expect(heard).toHaveLength(1);
    expect(marks.marked.size).toBe(0);
  });
});

describe('the whole intake past its hourly limit', () => {
  it('still stores the applications from every address, and marks the ones past it for review', async () => {
    const { repository, marks, heard, from } = intake({ perAddress: 10, wholeIntake: 2 });
    const first = await from('203.0.113.7');
    const second = await from('198.51.100.20');

    const third = await from('192.0.2.33');
    const fourth = await from('203.0.113.7');

    expect(repository.savedApplications().map(({ id }) => id)).toEqual([
      first.id,
      second.id,
      third.id,
      fourth.id,
    ]);
    // The spec's document for the ones within the limit; past it, held En revisión (not open, so
    // not among the Nuevas), with the mark kept beside it.
    // The same person each time (validForm's DUI): each notes the one before.
    expect(repository.savedApplications()[1]).toEqual({
      ...newlySaved(second.id, SAVED_AT),
      previousApplication: first.id,
    });
    expect(repository.savedApplications()[2]).toEqual({
      ...heldForReview(third.id, SAVED_AT),
      previousApplication: expect.stringMatching(/^SOL/),
    });
    expect([...marks.marked]).toEqual([
      [third.id, SAVED_AT],
      [fourth.id, SAVED_AT],
    ]);
    expect(heard).toEqual([
      { id: first.id, forReview: false },
      { id: second.id, forReview: false },
      { id: third.id, forReview: true },
      { id: fourth.id, forReview: true },
    ]);
  });

  it("holds a plain form sent without App Check for review as unverified, and leaves the whole intake's hour to verified applicants", async () => {
    const { repository, marks, heard, from, unverified } = intake({
      perAddress: 10,
      wholeIntake: 1,
    });

    const plain = [await unverified('203.0.113.7'), await unverified('198.51.100.9')];
    const within = await from('198.51.100.20');
    const past = await from('192.0.2.33');

    expect(repository.savedApplications()[0]).toEqual(heldForReview(plain[0]!.id, SAVED_AT));
    expect([...marks.reasons]).toEqual([
      [plain[0]!.id, 'sin-verificacion'],
      [plain[1]!.id, 'sin-verificacion'],
      [past.id, 'limite-de-recepcion'],
    ]);
    expect(heard).toEqual([
      { id: plain[0]!.id, forReview: true },
      { id: plain[1]!.id, forReview: true },
      { id: within.id, forReview: false },
      { id: past.id, forReview: true },
    ]);
  });

  it('takes a place in every limit for an unverified plain form, as for any other', async () => {
    const { unverified } = intake({ perAddress: 1 });
    await unverified('203.0.113.7');

    await expect(unverified('203.0.113.7')).rejects.toBeInstanceOf(AddressLimitReachedError);
  });

  it('counts no bot that filled the honeypot: nothing stored, no mark, no arrival', async () => {
    const { repository, marks, heard, from } = intake({ wholeIntake: 1 });

    await from('203.0.113.7', 'https://spam.example');
    await from('198.51.100.20', 'https://spam.example');

    expect(repository.savedApplications()).toEqual([]);
    expect(marks.marked.size).toBe(0);
    expect(heard).toEqual([]);
    // Nor did the bots use up the hour's places: the next applicant is not marked.
    const { id } = await from('192.0.2.33');
    expect(heard).toEqual([{ id, forReview: false }]);
    expect(marks.marked.size).toBe(0);
  });

  it("sends the marked applicant no receipt, and alerts each admin once, not the staff's notices", async () => {
    const outbox = new InMemoryOutbox();
    const announce = new AnnounceApplication(
      outbox,
      {
        perApplication: async () => ['luis@coop.test'],
        dailyDigest: async () => ['marta@coop.test'],
        admins: async () => ['jefa@coop.test', 'gerente@coop.test'],
      },
      new InMemoryIntakeLedger(),
      new HmacAddressKeys(SECRET),
      fixedClock(),
      'https://primerpaso.coop',
      1,
    );
    const { from } = intake({ perAddress: 10, wholeIntake: 1, arrivals: announce });
    const queuedMail = async () =>
      (await outbox.claimDue(new Date('2030-01-01'), 100, 60_000)).map(({ mail }) => mail);

    await from('203.0.113.7', '', validForm({ email: 'primera@example.com' }));
    await from('198.51.100.20', '', validForm({ email: 'segunda@example.com' }));
    await from('192.0.2.33', '', validForm({ email: 'tercera@example.com' }));

    const mail = await queuedMail();
    expect(mail.map(({ to }) => to).sort()).toEqual(
      ['primera@example.com', 'luis@coop.test', 'jefa@coop.test', 'gerente@coop.test'].sort(),
    );
    const alerts = mail.filter(({ to }) => to === 'jefa@coop.test' || to === 'gerente@coop.test');
    expect(alerts).toHaveLength(2);
    for (const alert of alerts) {
      expect(alert.subject).toBe('Aviso: más de 1 solicitudes en una hora');
      expect(`${alert.text}${alert.html}`).not.toMatch(/segunda|tercera|Ana María|02495046/);
    }
  });
});

describe('an arrival that cannot be announced', () => {
  it('leaves the application stored and its number given, and logs no personal data', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const form = validForm();
    const failing: ArrivalListener = {
      arrived: (application) =>
        Promise.reject(
          new Error(`El correo a ${application.email} (DUI ${application.dui}) falló`),
        ),
    };
    const { repository, from } = intake({ arrivals: failing });

    const { id, submittedAt } = await from('203.0.113.7', '', form);

    expect(id).toMatch(/^SOL\d{4}$/);
    expect(submittedAt).toEqual(SAVED_AT);
    expect(repository.savedApplications()).toEqual([newlySaved(id, SAVED_AT, form)]);
    expect(consoleError).toHaveBeenCalledTimes(1);
    const logged = loggedText(consoleError);
    expect(logged).toContain('El correo a [redactado] (DUI [redactado]) falló');
    for (const personal of [form.email, form.dui, form.dui.replace('-', '')]) {
      expect(logged).not.toContain(personal);
    }
  });
});

describe('a review mark that cannot be written', () => {
  it('leaves the application stored and its number given, still announced as one for review', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { repository, marks, heard, from } = intake({ wholeIntake: 1 });
    marks.mark = () => Promise.reject(new Error('marks unavailable'));
    const first = await from('198.51.100.20');

    const { id } = await from('203.0.113.7');

    expect(repository.savedApplications()[1]).toEqual({
      ...heldForReview(id, SAVED_AT),
      previousApplication: first.id,
    });
    expect(heard[1]).toEqual({ id, forReview: true });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(loggedText(consoleError)).toContain('marks unavailable');
  });
});

describe('HmacAddressKeys', () => {
  it('gives one address one key, another secret another key, and never the address itself', () => {
    const keys = new HmacAddressKeys(SECRET);
    const key = keys.keyOf('203.0.113.7');

    expect(keys.keyOf(' 203.0.113.7 ')).toBe(key);
    expect(keys.keyOf('203.0.113.8')).not.toBe(key);
    expect(new HmacAddressKeys(`${SECRET}x`).keyOf('203.0.113.7')).not.toBe(key);
    expect(key).not.toContain('203');
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a secret too short to keep the addresses from being guessed', () => {
    expect(() => new HmacAddressKeys('corta')).toThrow(/32 characters/);
  });
});

describe('a repeat applicant', () => {
  it('is stored with the number of their newest earlier application, found by DUI', async () => {
    const { repository, from } = intake({ perAddress: 10 });
    const first = await from('203.0.113.7');
    const second = await from('198.51.100.20');

    const [stored1, stored2] = repository.savedApplications();
    expect(stored1).not.toHaveProperty('previousApplication');
    expect(stored2).toMatchObject({ id: second.id, previousApplication: first.id });
  });

  it('is stored all the same, without the note, when the look-up fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { repository, from } = intake({ perAddress: 10 });
    await from('203.0.113.7');
    repository.latestWithDui = () => Promise.reject(new Error('storage unreachable'));

    const { id } = await from('198.51.100.20');

    expect(repository.savedApplications()[1]).toEqual(newlySaved(id, SAVED_AT));
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('one form sent again under its Idempotency-Key', () => {
  const KEY = '0123456789abcdef0123456789abcdef';

  it('is answered with the number it got, storing, counting and announcing nothing more', async () => {
    const { repository, heard, keyed } = intake({ perAddress: 1 });
    const first = await keyed(KEY);

    // The limit of one is spent, yet the repeat is answered: it takes no place in it.
    expect(await keyed(KEY)).toEqual({ ...first, repeated: true });
    expect(repository.savedApplications()).toHaveLength(1);
    expect(heard).toEqual([{ id: first.id, forReview: false }]);
    // Not the same as another form from that address, which the limit still stops.
    await expect(keyed('fedcba9876543210fedcba9876543210')).rejects.toBeInstanceOf(
      AddressLimitReachedError,
    );
  });

  it('is answered even when too little of the budget is left to save, and a new key then saves nothing', async () => {
    const { repository, keyed } = intake();
    const first = await keyed(KEY);
    const spent = new Date(fixedClock().now().getTime() + STORAGE_CALL_BUDGET_MS - 1);

    expect((await keyed(KEY, '203.0.113.8', spent)).id).toBe(first.id);
    await expect(
      keyed('fedcba9876543210fedcba9876543210', '203.0.113.8', spent),
    ).rejects.toBeInstanceOf(IntakeDeadlineError);
    expect(repository.savedApplications()).toHaveLength(1);
  });

  it('stores one application when two requests race under one key, and both get its number', async () => {
    const { repository, heard, keyed } = intake();

    const [one, other] = await Promise.all([keyed(KEY), keyed(KEY, '198.51.100.20')]);

    expect(repository.savedApplications().map(({ id }) => id)).toEqual([one.id]);
    expect(other.id).toBe(one.id);
    expect(heard).toEqual([{ id: one.id, forReview: false }]);
  });

  it("keeps the key's hash under the address secret, never the key itself", async () => {
    const { repository, keyed } = intake();
    await keyed(KEY);

    expect(await repository.replyFor(KEY)).toBeUndefined();
    const hashed = new HmacAddressKeys(SECRET).keyOf(`clave-de-idempotencia:${KEY}`);
    expect(await repository.replyFor(hashed)).toMatchObject({ id: expect.stringMatching(/^SOL/) });
    // And apart from the address's own key under the same secret.
    expect(hashed).not.toBe(new HmacAddressKeys(SECRET).keyOf(KEY));
  });
});
