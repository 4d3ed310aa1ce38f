import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { loggedText } from './logged-text';

export const reloadButton = () => screen.getByRole('button', { name: 'Recargar la página' });

export const failureHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'Algo salió mal al mostrar esta página.' });

/**
 * Catches what a page that fails to render does to the browser: what it logs, and the reload its
 * button asks for (unstub with vi.unstubAllGlobals after each test).
 */
export function catchPageFailure() {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const reload = vi.fn();
  // jsdom's own reload cannot be replaced; the stand-in still says where the page is, which the
  // staff page reads its view from.
  const { location } = window;
  vi.stubGlobal('location', {
    reload,
    get pathname() {
      return location.pathname;
    },
  });

  return {
    consoleError,
    reload,
    logged: () => loggedText(consoleError),
    /** The failure stands in the page's place, focused, and its button reloads the page. */
    async expectShownInPlace(user: UserEvent): Promise<void> {
      const heading = await failureHeading();
      expect(screen.getByRole('alert')).toContainElement(heading);
      expect(heading).toHaveFocus();
      await user.click(reloadButton());
      expect(reload).toHaveBeenCalledTimes(1);
    },
  };
}
