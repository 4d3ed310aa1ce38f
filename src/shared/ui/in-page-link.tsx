import type { AnchorHTMLAttributes } from 'react';
import { isPlainClick } from './plain-click';

type InPageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & {
  href: string;
  /** What a plain click does instead of loading the address (the staff page's own navigation). */
  onFollow: () => void;
};

/** A real link (a new tab and a copied address work too) that a plain click follows in place. */
export function InPageLink({ href, onFollow, ...anchor }: InPageLinkProps) {
  return (
    <a
      {...anchor}
      href={href}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onFollow();
      }}
    />
  );
}
