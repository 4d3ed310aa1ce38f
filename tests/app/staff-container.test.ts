import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStaffContainer } from '../../src/app/staff/container';
import { demoAccountHints } from '../../src/app/staff/demo-staff-adapters';
import { resolveStaffUseCases } from '../../src/app/staff/staff-use-cases';
import type { InboxPage } from '../../src/domain/staff/application-inbox';
import { DEMO_ACCOUNTS } from '../../src/infrastructure/memory/demo-inbox-data';
import { nextValue } from '../support/staff-fixtures';

describe('the staff composition root', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the demo on about 30 fictitious applications and the demo accounts, all in memory', async () => {
    vi.useFakeTimers();
    const useCases = resolveStaffUseCases(await createStaffContainer({ storage: 'memory' }));
    const [account] = DEMO_ACCOUNTS;
    const member = useCases.signIn.execute(account!.email, account!.password);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await member).toMatchObject({ email: account!.email, role: 'staff' });

    const page = nextValue<InboxPage>((listener) => useCases.watchInboxPage.watch('todas', listener));
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await page).applications.length).toBeGreaterThanOrEqual(25);
  });

  it('lists every demo account, with its password, for the sign-in page', () => {
    expect(demoAccountHints().map(({ email }) => email)).toEqual(DEMO_ACCOUNTS.map(({ email }) => email));
    expect(demoAccountHints().every(({ password, note }) => password !== '' && note !== '')).toBe(true);
  });

  it('does not pretend on Firestore until its adapters are wired: it says what is missing', async () => {
    const config = { storage: 'firestore' as const, firebase: { projectId: 'demo-primer-paso', emulatorHost: '127.0.0.1:8080' } };
    await expect(createStaffContainer(config)).rejects.toThrow(/Firestore staff adapters .* not wired yet: fill createFirestoreStaffAdapters in src\/app\/staff\/container\.ts/);
  });
});
