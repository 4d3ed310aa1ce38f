import { useEffect } from 'react';

export const PAGE_TITLE = 'Bandeja de solicitudes';

/** The browser tab says how many applications wait, so staff see it from another tab. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
