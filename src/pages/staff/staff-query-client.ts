import { QueryClient } from '@tanstack/react-query';

/** The staff page's cache: a failed read is shown at once, and read again only when asked. */
export const createStaffQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
