import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useWideScreen } from '../../shared/ui/use-wide-screen';

/**
 * Who is signed in and their e-mail notices: on a phone folded into "Cuenta y avisos" (a native
 * disclosure, which the keyboard and screen readers know), so the inbox's first application shows
 * on the first screen; on a wider screen always open, its summary hidden, as the header always was.
 * A problem said inside (a notice choice not read or not saved) opens it: folded, nobody sees it.
 */
export function AccountMenu({ children }: { children: ReactNode }) {
  const wide = useWideScreen();
  const [open, setOpen] = useState(wide);
  const [wasWide, setWasWide] = useState(wide);
  if (wide !== wasWide) {
    setWasWide(wide);
    setOpen(wide);
  }
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = menu.current;
    if (!details) return;
    const openOnAlert = () => {
      if (details.querySelector('[role="alert"]')) setOpen(true);
    };
    openOnAlert();
    const watcher = new MutationObserver(openOnAlert);
    watcher.observe(details, { childList: true, subtree: true });
    return () => watcher.disconnect();
  }, []);

  return (
    <details
      ref={menu}
      className="account-menu"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="account-menu__summary">Cuenta y avisos</summary>
      <div className="account-menu__body">{children}</div>
    </details>
  );
}
