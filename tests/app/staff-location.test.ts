import { describe, expect, it } from 'vitest';
import { LIST_FILTERS } from '../../src/inbox/domain/list-filters';
import {
  addressableSearch,
  DEFAULT_STAFF_VIEW,
  formatStaffPath,
  parseStaffPath,
  STAFF_SECTIONS,
  type StaffView,
} from '../../src/pages/staff/staff-location';

const inbox = (view: Extract<StaffView, { section: 'solicitudes' }>['inbox']): StaffView => ({
  section: 'solicitudes',
  inbox: view,
});

describe("the staff page's addresses", () => {
  it.each<[string, StaffView]>([
    ['/personal/', DEFAULT_STAFF_VIEW],
    ['/personal/solicitudes/en-tramite', inbox({ kind: 'list', filter: 'en-tramite' })],
    ['/personal/solicitudes/esperando', inbox({ kind: 'list', filter: 'esperando' })],
    ['/personal/solicitudes/SOL4821', inbox({ kind: 'application', id: 'SOL4821' })],
    ['/personal/buscar', inbox({ kind: 'search', text: null })],
    ['/personal/buscar/SOL4821', inbox({ kind: 'search', text: 'SOL4821' })],
    ['/personal/privacidad', { section: 'privacidad' }],
    ['/personal/charlas', { section: 'charlas' }],
    ['/personal/charlas/charla-0001', { section: 'charlas', talk: 'charla-0001' }],
    [
      '/personal/charlas/Xq3fT9aLw2Rk8ZpN0bCd',
      { section: 'charlas', talk: 'Xq3fT9aLw2Rk8ZpN0bCd' },
    ],
    ['/personal/informe', { section: 'informe' }],
    ['/personal/auditoria', { section: 'auditoria' }],
    ['/personal/equipo', { section: 'equipo' }],
  ])('%s is read as its view and written back the same', (path, view) => {
    expect(parseStaffPath(path)).toEqual(view);
    expect(formatStaffPath(view)).toBe(path);
  });

  it('gives every list filter and every section an address of its own', () => {
    const paths = [
      ...LIST_FILTERS.map((filter) => formatStaffPath(inbox({ kind: 'list', filter }))),
      ...STAFF_SECTIONS.filter((section) => section !== 'solicitudes').map((section) =>
        formatStaffPath({ section }),
      ),
    ];
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(formatStaffPath(parseStaffPath(path)!)).toBe(path);
  });

  it.each([
    ['/personal', DEFAULT_STAFF_VIEW],
    ['/personal/solicitudes', DEFAULT_STAFF_VIEW],
    ['/personal/solicitudes/nueva', DEFAULT_STAFF_VIEW],
    ['/personal/solicitudes/sol4821/', inbox({ kind: 'application', id: 'SOL4821' })],
    ['/personal/charlas/', { section: 'charlas' }],
  ])('forgives %s', (path, view) => {
    expect(parseStaffPath(path)).toEqual(view);
  });

  it.each([
    '/',
    '/personalx',
    '/personal/solicitudes/SOL0999',
    '/personal/solicitudes/SOL48211',
    '/personal/solicitudes/abiertas',
    '/personal/solicitudes/SOL4821/historial',
    '/personal/charlas/2026/lista',
    '/personal/charlas/una charla',
    '/personal/informe/2026',
    '/personal/ajustes',
    '/personal/%E0%A4%A',
    // A search the page would never write into the address: a DUI, a phone, a name.
    '/personal/buscar/02495046-3',
    '/personal/buscar/7123-4567',
    '/personal/buscar/Ana',
  ])('names no view with %s', (path) => {
    expect(parseStaffPath(path)).toBeNull();
  });

  it.each(['02495046-3', '024950463', '7123 4567', 'ana@correo.com', 'Ana López'])(
    'keeps the search «%s» out of the address',
    (text) => {
      expect(addressableSearch(text)).toBeUndefined();
      expect(formatStaffPath(inbox({ kind: 'search', text }))).toBe('/personal/buscar');
    },
  );

  it('writes a search for a SOL number as the number, however it was typed', () => {
    expect(formatStaffPath(inbox({ kind: 'search', text: 'sol 4821' }))).toBe(
      '/personal/buscar/SOL4821',
    );
  });
});
