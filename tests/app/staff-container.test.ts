import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStaffContainer, resolveStaffUseCases } from '../../src/pages/staff/container';
import { demoAccountHints } from '../../src/pages/staff/demo-staff-adapters';

import { accessPorts } from '../../src/access/access-module';
import { inboxPorts } from '../../src/inbox/inbox-ports';
import { FirebaseStaffAuthenticator } from '../../src/access/adapters/firebase/firebase-staff-authenticator';
import { FirestoreApplicationInbox } from '../../src/applications/adapters/firestore/firestore-application-inbox';
import { FirestoreArrivalRecords } from '../../src/inbox/adapters/firestore/firestore-arrival-records';
import { FirestoreNoticePreferences } from '../../src/access/adapters/firebase/firestore-notice-preferences';
import { FirestoreStaffDirectory } from '../../src/access/adapters/firebase/firestore-staff-directory';
import type { InboxPage } from '../../src/applications/domain/application-inbox';
import { DEMO_ACCOUNTS } from '../../src/pages/staff/demo/demo-inbox-data';
import { nextValue } from '../support/staff-fixtures';
import { talksPorts } from '../../src/talks/talks-module';
import { FirestoreTalkCalendar } from '../../src/talks/adapters/firestore/firestore-talk-calendar';
import { createDemoStaffAdapters } from '../../src/pages/staff/demo-staff-adapters';

describe('the staff composition root', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the demo on about 30 fictitious applications and the demo accounts, all in memory', async () => {
    vi.useFakeTimers();
    const useCases = resolveStaffUseCases(await createStaffContainer({ storage: 'memory' }));
    const [account] = DEMO_ACCOUNTS;
    const member = useCases.access.signIn.execute(account!.email, account!.password);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await member).toMatchObject({ email: account!.email, role: 'staff' });

    const page = nextValue<InboxPage>((listener) =>
      useCases.inbox.watchInboxPage.watch('todas', listener),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await page).applications.length).toBeGreaterThanOrEqual(25);
  });

  it('lists every demo account, with its password, for the sign-in page', () => {
    expect(demoAccountHints().map(({ email }) => email)).toEqual(
      DEMO_ACCOUNTS.map(({ email }) => email),
    );
    expect(demoAccountHints().every(({ password, note }) => password !== '' && note !== '')).toBe(
      true,
    );
  });

  it('runs on Firebase with VITE_STORAGE=firestore: the Firestore inbox, arrival records, allowlist and notices, and Firebase Auth', async () => {
    const config = {
      storage: 'firestore' as const,
      firebase: {
        projectId: 'demo-primer-paso',
        emulatorHost: '127.0.0.1:8080',
        authEmulatorHost: '127.0.0.1:9099',
      },
    };
    const container = await createStaffContainer(config);
    expect(container.get(inboxPorts.applicationInbox)).toBeInstanceOf(FirestoreApplicationInbox);
    expect(container.get(inboxPorts.arrivalRecords)).toBeInstanceOf(FirestoreArrivalRecords);
    expect(container.get(accessPorts.staffDirectory)).toBeInstanceOf(FirestoreStaffDirectory);
    expect(container.get(accessPorts.noticePreferences)).toBeInstanceOf(FirestoreNoticePreferences);
    expect(container.get(accessPorts.staffAuthenticator)).toBeInstanceOf(
      FirebaseStaffAuthenticator,
    );
    expect(container.get(talksPorts.talkCalendar)).toBeInstanceOf(FirestoreTalkCalendar);
  });

  it('gives the demo talks: one about to start, three ahead (one full), one past that members came to', async () => {
    vi.useFakeTimers();
    const now = new Date();
    const { talks } = createDemoStaffAdapters({ now: () => now });
    const upcoming = talks.from(new Date(now.getTime() - 12 * 3_600_000), 30);
    const past = talks.before(now, 30);
    await vi.advanceTimersByTimeAsync(1_000);

    const current = await upcoming;
    expect(current).toHaveLength(4);
    expect(current.filter((talk) => talk.taken > 0).length).toBeGreaterThanOrEqual(2);
    expect(current.some((talk) => talk.taken === talk.seats)).toBe(true);
    const [last] = await past;
    const seats = talks.seats(last!.id);
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await seats).length).toBeGreaterThan(0);
    expect((await seats).every((seat) => seat.attended)).toBe(true);
  });
});
