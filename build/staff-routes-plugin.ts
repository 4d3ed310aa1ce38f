import type { Connect, Plugin } from 'vite';
import { STAFF_BASE } from '../src/pages/staff/staff-base.ts';

/**
 * `npm run dev` and `npm run preview` serve every address of the staff page's views
 * (/personal/solicitudes/SOL4821, /personal/privacidad…) with its page, as Hosting's rewrite does
 * (build/firebase-config.ts): a reload there must not land on the public page. A path with a
 * file's extension is a file, and is left alone.
 */
export function staffRoutesPlugin(): Plugin {
  const toStaffPage: Connect.NextHandleFunction = (request, _response, next) => {
    const [path = '', query] = (request.url ?? '').split('?', 2);
    const isView = path.startsWith(STAFF_BASE) && path !== STAFF_BASE && !/\.\w+$/.test(path);
    if (isView) request.url = `${STAFF_BASE}index.html${query === undefined ? '' : `?${query}`}`;
    next();
  };
  return {
    name: 'primer-paso-staff-routes',
    configureServer: (server) => void server.middlewares.use(toStaffPage),
    configurePreviewServer: (server) => void server.middlewares.use(toStaffPage),
  };
}
