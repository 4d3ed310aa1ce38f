import { act, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accessKeys } from '../../../src/access/ui/access-queries';
import { auditKeys } from '../../../src/audit/ui/audit-queries';
import { privacyKeys } from '../../../src/privacy/ui/privacy-queries';
import { openInbox, renderStaffPage } from '../../support/render-staff-page';
import { applicationRecord, hoursAgo } from '../../support/application-record-fixtures';
import { ADMIN, CLERK } from '../../support/staff-fixtures';

const records = [applicationRecord('SOL1000', hoursAgo(2), { dui: '01234567-8' })];

const sections = () => within(screen.getByRole('navigation', { name: 'Secciones' }));

/** The modules whose queries the cache holds, by each key's first part. */
const modulesIn = (queryClient: QueryClient) =>
  new Set(
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey[0]),
  );

/**
 * An admin reads an applicant's data in Privacidad and the audit log, after the inbox's list and
 * its Estado banner: data of five modules in the page's memory.
 */
async function readSeveralSections() {
  const page = await renderStaffPage({ records });
  await openInbox(page.user, ADMIN.email);
  await page.user.click(sections().getByRole('button', { name: 'Privacidad' }));
  await page.user.type(
    await screen.findByLabelText('DUI del titular o número de solicitud'),
    'SOL1000{Enter}',
  );
  await screen.findByRole('heading', { level: 3, name: /SOL1000/ });
  await page.user.click(sections().getByRole('button', { name: 'Auditoría' }));
  await screen.findByText('El registro está vacío.');
  expect(modulesIn(page.queryClient)).toEqual(
    new Set(['access', 'inbox', 'health', 'privacy', 'audit']),
  );
  return page;
}

/** Nothing of the session is left: only the session query, which now names no one. */
function expectNothingLeft(queryClient: QueryClient) {
  const left = queryClient.getQueryCache().getAll();
  expect(left.map((query) => query.queryKey)).toEqual([accessKeys.session()]);
  expect(left[0]?.state.data).toMatchObject({ member: null });
  expect(queryClient.getMutationCache().getAll()).toEqual([]);
  expect(screen.queryByText(/SOL1000/)).not.toBeInTheDocument();
}

describe('the page’s memory when a session ends', () => {
  it('holds nothing read in any section once the member signs out', async () => {
    const { user, queryClient } = await readSeveralSections();
    // The sign-in sent the e-mail and password: a mutation the end of the session drops too.
    expect(queryClient.getMutationCache().getAll()).not.toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Cerraste tu sesión.');
    expectNothingLeft(queryClient);
  });

  it('holds nothing once the member is taken off the allowlist', async () => {
    const { access, queryClient } = await readSeveralSections();

    act(() => access.revoke(ADMIN.uid));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tu acceso a la bandeja fue retirado.',
    );
    expectNothingLeft(queryClient);
  });

  it('keeps nothing read for one account once another signs in (in another tab, say)', async () => {
    const { passkeys, queryClient } = await readSeveralSections();
    const before = queryClient.getQueryCache().getAll();

    // With the password and the passkey, as any member's session that shows the inbox.
    await act(() => passkeys.signIn(CLERK.email));

    await waitFor(() =>
      expect(screen.getByRole('banner')).toHaveTextContent(`${CLERK.email} (personal)`),
    );
    await screen.findByText('No tienes acceso a «Auditoría». Te mostramos las solicitudes nuevas.');
    // The clerk's own reads are new ones; only the session query lives on.
    const kept = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => before.includes(query));
    expect(kept.map((query) => query.queryKey)).toEqual([accessKeys.session()]);
    expect(queryClient.getQueryCache().findAll({ queryKey: privacyKeys.all })).toEqual([]);
    expect(queryClient.getQueryCache().findAll({ queryKey: auditKeys.all })).toEqual([]);
  });
});
