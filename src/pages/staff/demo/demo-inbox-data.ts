import type { Application } from '../../../applications/domain/stored-application';
import { DEMO_INBOX_SIZE, demoNumber, FIRST_PAST_INDEX } from '../../shared/demo-numbers';
import type { ApplicationRecord } from '../../../applications/domain/application-record';
import type { HistoryEntry } from '../../../applications/domain/history-entry';
import { STAGE_FLAGS, type Stage } from '../../../applications/domain/workflow/stage';
import { CLOSE_REASONS } from '../../../applications/domain/workflow/transitions';
import {
  checklistAfter,
  requiredItems,
  type Checklist,
  type ChecklistItem,
} from '../../../applications/domain/requirements/checklist';
import type { InMemoryAccount } from '../../../access/adapters/memory/in-memory-staff-access';

/**
 * The demo accounts' password, shown on the demo's sign-in page; a member invited in Equipo gets
 * it too, since the demo sends no e-mail to choose one.
 */
export const DEMO_PASSWORD = 'demo-primer-paso';

/**
 * The demo's accounts. Their passwords are shown on the demo's sign-in page: nothing here is real.
 */
export const DEMO_ACCOUNTS: readonly InMemoryAccount[] = [
  {
    uid: 'demo-personal',
    email: 'personal@demo.primerpaso.coop',
    password: DEMO_PASSWORD,
    role: 'staff',
  },
  {
    uid: 'demo-admin',
    email: 'admin@demo.primerpaso.coop',
    password: DEMO_PASSWORD,
    role: 'admin',
  },
  {
    uid: 'demo-sin-acceso',
    email: 'sin-acceso@demo.primerpaso.coop',
    password: DEMO_PASSWORD,
    role: null,
  },
];

const FIRST = [
  'Ana',
  'José',
  'María',
  'Carlos',
  'Rosa',
  'Luis',
  'Carmen',
  'Jorge',
  'Elena',
  'Miguel',
  'Sofía',
  'Óscar',
  'Lucía',
  'Raúl',
  'Beatriz',
];
const LAST = [
  'Hernández',
  'López',
  'Martínez',
  'Rivera',
  'Flores',
  'Ramírez',
  'Mejía',
  'Guardado',
  'Alvarado',
  'Portillo',
  'Menjívar',
  'Escobar',
];
const PLACES = [
  'Barrio El Centro',
  'Barrio San José',
  'Colonia Los Almendros',
  'Cantón Aguacayo',
  'Barrio Concepción',
  'Cantón Milingo',
];
/**
 * 10 new, 8 in progress, 6 members, 6 closed (every close reason, spam too) and 2 held for review:
 * every stage.
 */
const STAGES: Stage[] = [
  ...Array(10).fill('nueva'),
  ...Array(8).fill('en-tramite'),
  ...Array(6).fill('asociada'),
  ...Array(6).fill('cerrada'),
  ...Array(2).fill('en-revision'),
];
const HOUR = 3_600_000;
/** Far from the indexes the demo inbox and its arrivals use, so every past number is new. */
export { FIRST_PAST_INDEX };
/**
 * The current demo applicant who also applied long ago (demo-past-applications.ts): the server
 * would have noted their earlier application, the first past one.
 */
export const RETURNING_APPLICANT_INDEX = 2;

const DAY = 24 * HOUR;

/** How many of the newest Nuevas the demo starts with unopened: the list marks them 'Sin abrir'. */
const UNOPENED_NEW = 4;

/**
 * Applications sent long enough ago to show what the list marks
 * (src/applications/domain/progress.ts): the oldest Nueva, untouched for 35 days, and the three
 * oldest En trámite, with requirements missing and their last tick or move 18, 24 and 40 days
 * ago: 'Esperando al solicitante' lists them, and the first and the last say 'Sin avance en …
 * días'. Their index, and the days back.
 */
const SENT_DAYS_AGO: Readonly<Record<number, number>> = { 9: 35, 15: 18, 16: 24, 17: 40 };

/** The newest member: associated an hour before the demo starts. */
const FIRST_MEMBER_INDEX = STAGES.indexOf('asociada');

/** A tick as the demo's clerk made it: the fee with a receipt number of its own. */
function demoTick(id: string, at: Date, item: ChecklistItem, index: number) {
  const receipt = item === 'cuota' ? `A-${String(4_100 + index * 37).padStart(5, '0')}` : null;
  return { id, at, kind: 'requirement' as const, item, met: true, receipt };
}

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** A DUI with a valid check digit (weights 9..2), built from a number so every demo DUI differs. */
function demoDui(seed: number): string {
  const digits = String(10_000_000 + seed * 7_919).slice(-8);
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (9 - index), 0);
  return `${digits}-${(10 - (sum % 10)) % 10}`;
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The demo's `index`-th fictitious applicant, as the public page would have saved them on `date`.
 * Every index below 9,000 has its own SOL number, DUI and e-mail.
 */
export function demoApplication(index: number, date: Date): Application {
  const first_name = pick(FIRST, index * 7);
  const last_name = `${pick(LAST, index * 5)} ${pick(LAST, index * 3 + 1)}`;
  return {
    id: demoNumber(index),
    date,
    first_name,
    last_name,
    company: `${first_name} ${last_name}`,
    phone: `${pick(['7', '6', '2'], index)}${String(1_234_567 + index * 91_131).slice(-7, -4)}-${String(4_000 + index * 173).slice(-4)}`,
    dui: demoDui(index + 1),
    nit: '',
    email: `${plain(first_name)}.${plain(last_name.split(' ')[0] ?? '')}${index}@example.com`,
    address: `${pick(PLACES, index)}, casa ${index + 3}, Suchitoto`,
    message: index % 4 === 0 ? 'Quiero ahorrar para mi negocio.' : '',
    terms: true,
    alert: true,
    status: true,
    isAssociated: false,
  };
}

/**
 * What a prankster might type as a comment: a spreadsheet formula (with a comma, quotes, a line
 * break and accents). One demo application carries it, to show that the CSV export neutralises it
 * (docs/staff-inbox.md) while the detail and the ficha show it as plain text.
 */
export const DEMO_FORMULA_MESSAGE =
  '=HYPERLINK("https://ejemplo.invalid/documentos","Ver mis documentos")\nLes dejo el enlace, por si acaso: "DUI y NIT", sin falta.';
const DEMO_FORMULA_INDEX = 1;

/** How many applications the demo inbox starts with: one per stage above (a test checks). */
export { DEMO_INBOX_SIZE };

/** About 30 fictitious applications in every stage, dated back from `now`, with their histories. */
export function demoInbox(now: Date): {
  records: ApplicationRecord[];
  histories: Record<string, HistoryEntry[]>;
} {
  const records: ApplicationRecord[] = [];
  const histories: Record<string, HistoryEntry[]> = {};
  const by = { uid: 'demo-personal', email: 'personal@demo.primerpaso.coop' };
  STAGES.forEach((stage, index) => {
    const daysAgo = SENT_DAYS_AGO[index];
    const date = new Date(
      now.getTime() - (daysAgo === undefined ? (index * 19 + 2) * HOUR : daysAgo * DAY + 5 * HOUR),
    );
    const closeReason = stage === 'cerrada' ? pick(CLOSE_REASONS, index) : null;
    const application = demoApplication(index, date);
    const { id } = application;
    const message = index === DEMO_FORMULA_INDEX ? { message: DEMO_FORMULA_MESSAGE } : {};
    const at = (hours: number) => new Date(date.getTime() + hours * HOUR);
    // En trámite at every point of the checklist; members with all of it, the newest one
    // associated a moment ago (an admin may still undo it).
    const met =
      stage === 'asociada'
        ? requiredItems(application)
        : stage === 'en-tramite'
          ? requiredItems(application).slice(0, index % (requiredItems(application).length + 1))
          : [];
    const ticks = met.map((item, n) => demoTick(`${id}-r${n}`, at(4 + n), item, index));
    const checklist = ticks.reduce<Checklist>((list, tick) => checklistAfter(list, tick), {});
    const associatedAt =
      stage !== 'asociada'
        ? null
        : index === FIRST_MEMBER_INDEX
          ? new Date(now.getTime() - HOUR)
          : at(9);
    // The last move or tick, as storage stamps it: the same moments the history tells below.
    const lastTick = ticks.at(-1)?.at;
    const progressAt =
      stage === 'nueva' || stage === 'en-revision'
        ? null
        : stage === 'en-tramite'
          ? (lastTick ?? at(3))
          : (associatedAt ?? at(9));
    records.push({
      ...application,
      ...message,
      ...STAGE_FLAGS[stage],
      closeReason,
      checklist,
      associatedAt,
      progressAt,
      // The newest Nuevas are new arrivals nobody has opened yet; the rest were opened an hour in.
      openedAt: stage === 'nueva' && index < UNOPENED_NEW ? null : at(1),
      previousApplication:
        index === RETURNING_APPLICANT_INDEX ? demoApplication(FIRST_PAST_INDEX, date).id : null,
    });
    // Both arrive so: no move yet.
    if (stage === 'nueva' || stage === 'en-revision') return;
    const transition = (n: number, hours: number, from: Stage, to: Stage): HistoryEntry => ({
      id: `${id}-${n}`,
      at: at(hours),
      by,
      kind: 'transition',
      from,
      to,
      reason: to === 'cerrada' ? closeReason : null,
    });
    const entries: HistoryEntry[] = [
      transition(1, 3, 'nueva', 'en-tramite'),
      ...ticks.map(({ id: tickId, at: tickAt, ...tick }) => ({
        id: tickId,
        at: tickAt,
        by,
        ...tick,
      })),
    ];
    if (stage === 'asociada' || stage === 'cerrada') {
      const move = transition(2, 9, 'en-tramite', stage);
      entries.push(associatedAt ? { ...move, at: associatedAt } : move);
    }
    if (index % 3 === 0)
      entries.push({
        id: `${id}-3`,
        at: at(10),
        by,
        kind: 'note',
        text: 'Llamó para preguntar por la charla del sábado.',
      });
    histories[id] = entries;
  });
  return { records, histories };
}
