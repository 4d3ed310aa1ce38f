import type { MouseEvent, ReactNode } from 'react';
import type { ApplicationId } from '../../submission/domain/application-id';

/** Where Estado's links lead on the staff page, and how the page follows one in place. */
export interface HealthLinks {
  applicationHref: (id: ApplicationId) => string;
  estadoHref: string;
  privacyHref: string;
  follow: (href: string) => void;
}

/** A plain click, the kind a link follows in place (not a new tab, a download, a selection). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/** A real link (it opens in a new tab too) that a plain click follows without reloading. */
export function InPageLink({
  href,
  follow,
  children,
}: {
  href: string;
  follow: (href: string) => void;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        follow(href);
      }}
    >
      {children}
    </a>
  );
}
