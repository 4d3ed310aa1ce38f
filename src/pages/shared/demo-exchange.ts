import {
  ARRIVAL_FLAGS,
  type Application,
  TYPED_FIELDS,
  type TypedField,
} from '../../applications/domain/stored-application';
import { isApplicationId, type ApplicationId } from '../../applications/domain/application-id';
import { validateApplicationForm } from '../../submission/domain/rules/application-rules';

/**
 * Demo mode's pages of one browser (one origin) talk over this channel: the public page hands
 * what it sent to the inbox, and each tells the others which SOL numbers it holds. A
 * BroadcastChannel carries messages between open pages and keeps nothing: when the last page
 * closes, it is all gone, as the demo promises (nothing is written to browser storage).
 */
export const DEMO_CHANNEL_NAME = 'primer-paso-demo';

/** What demo pages say to each other. */
export type DemoMessage =
  /** A page has just joined: whoever holds something, say it. */
  | { kind: 'hello' }
  /** From a public page: what it sent (a new one, or all of them in answer to a hello). */
  | { kind: 'sent'; applications: Application[] }
  /** From an inbox: numbers its fictitious applicants hold (its arrivals, or all in an answer). */
  | { kind: 'numbers'; ids: ApplicationId[] };

/** The part of a BroadcastChannel the exchange uses (a test may pass a real one by name). */
export interface DemoChannel {
  postMessage(message: DemoMessage): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

/** Whether this browser can carry messages between the demo's pages. */
export const canShareDemo = (): boolean => typeof BroadcastChannel === 'function';

/**
 * The browser's channel, or null where it has none (an old browser, a page that cannot
 * share): then each page keeps to itself and says so.
 */
export function openDemoChannel(): DemoChannel | null {
  if (!canShareDemo()) return null;
  return new BroadcastChannel(DEMO_CHANNEL_NAME) as unknown as DemoChannel;
}

/**
 * An application as another page of the demo sent it, or undefined when it is not one: any script
 * of the origin may post on the channel, so what arrives is read, not trusted. It must be the
 * public page's own: a valid form, a SOL number, a date and the flags of a new arrival.
 */
export function readSentApplication(value: unknown): Application | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const candidate = value as Record<string, unknown>;
  if (typeof candidate.id !== 'string' || !isApplicationId(candidate.id)) return undefined;
  if (!(candidate.date instanceof Date) || Number.isNaN(candidate.date.getTime())) return undefined;
  if (TYPED_FIELDS.some((field) => typeof candidate[field] !== 'string')) return undefined;
  if (candidate.terms !== true) return undefined;
  const flags = ARRIVAL_FLAGS.nueva;
  if (
    candidate.alert !== flags.alert ||
    candidate.status !== flags.status ||
    candidate.isAssociated !== flags.isAssociated
  )
    return undefined;
  const application = candidate as unknown as Application;
  if (Object.keys(validateApplicationForm(application)).length > 0) return undefined;
  const { id, date, terms } = application;
  const texts = Object.fromEntries(TYPED_FIELDS.map((field) => [field, application[field]]));
  return {
    ...(texts as Pick<Application, TypedField>),
    terms,
    id,
    date,
    ...flags,
  };
}

/** The message a page received, or undefined for anything the demo's pages do not say. */
export function readDemoMessage(data: unknown): DemoMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as Record<string, unknown>;
  if (message.kind === 'hello') return { kind: 'hello' };
  if (message.kind === 'sent' && Array.isArray(message.applications)) {
    const applications = message.applications.map(readSentApplication);
    if (applications.some((application) => application === undefined)) return undefined;
    return { kind: 'sent', applications: applications as Application[] };
  }
  if (message.kind === 'numbers' && Array.isArray(message.ids)) {
    const ids = message.ids.filter(
      (id): id is ApplicationId => typeof id === 'string' && isApplicationId(id),
    );
    return ids.length === message.ids.length ? { kind: 'numbers', ids } : undefined;
  }
  return undefined;
}

/** What one page does with what the others say; each answer is optional. */
export interface DemoPeer {
  /** What this page tells a page that has just joined. */
  answerHello(): DemoMessage[];
  sent?(applications: Application[]): void;
  numbers?(ids: ApplicationId[]): void;
}

/**
 * Joins the channel as `peer`: answers every hello, hands on what the others say, and says hello
 * itself so the pages already open tell it what they hold. Returns how to speak, and to leave.
 */
export function joinDemoExchange(channel: DemoChannel, peer: DemoPeer) {
  channel.addEventListener('message', ({ data }) => {
    const message = readDemoMessage(data);
    if (!message) return;
    if (message.kind === 'hello')
      for (const answer of peer.answerHello()) channel.postMessage(answer);
    else if (message.kind === 'sent') peer.sent?.(message.applications);
    else peer.numbers?.(message.ids);
  });
  channel.postMessage({ kind: 'hello' });
  return {
    say: (message: DemoMessage) => channel.postMessage(message),
    leave: () => channel.close(),
  };
}
