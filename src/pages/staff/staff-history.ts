import { useState, useSyncExternalStore } from 'react';

/** One step of the browser's history, as the staff page reads it. */
export interface HistoryEntry {
  path: string;
  /** Names the step, for what the page keeps of it in memory only; '' until the page gave one. */
  key: string;
  /** The address of the step before, when the page made this one from it (never personal data). */
  from: string | null;
}

interface EntryState {
  key: string;
  from: string | null;
}

// Distinct in every page load, so a step made after a reload never takes the key of one before it.
const LOAD = Math.round(performance.timeOrigin).toString(36);
let lastKey = 0;
const nextKey = () => `${LOAD}-${(lastKey += 1)}`;

function readEntry(): HistoryEntry {
  const state = window.history.state as Partial<EntryState> | null;
  return {
    path: window.location.pathname,
    key: typeof state?.key === 'string' ? state.key : '',
    from: typeof state?.from === 'string' ? state.from : null,
  };
}

/**
 * The browser's history for the staff page, without a router library: the page's views are one
 * pure parse and format (staff-location.ts), and this is all the rest it needs. Each step may
 * keep a search text, here in memory only: the browser writes history states to disk (session
 * restore), and a search may be a DUI or a name. A reload, or a new session, forgets them.
 */
export class StaffHistory {
  private entry: HistoryEntry;
  private readonly texts = new Map<string, string>();
  private readonly listeners = new Set<() => void>();

  constructor() {
    this.entry = readEntry();
    if (this.entry.key === '') this.write('replace', this.entry.path, null);
  }

  readonly subscribe = (listener: () => void) => {
    const onPop = () => {
      this.entry = readEntry();
      listener();
    };
    this.listeners.add(listener);
    window.addEventListener('popstate', onPop);
    return () => {
      this.listeners.delete(listener);
      window.removeEventListener('popstate', onPop);
    };
  };

  readonly current = (): HistoryEntry => this.entry;

  /** The search text kept for this step, if this page load made it. */
  textOf(entry: HistoryEntry): string | undefined {
    return this.texts.get(entry.key);
  }

  /** A new step (what Back undoes); none when it would show the same as this one. */
  push(path: string, text: string | null = null): void {
    if (path === this.entry.path && (text ?? undefined) === this.textOf(this.entry)) return;
    this.write('push', path, text);
  }

  /** This step, named again: what the page shows instead of an address it would not show. */
  replace(path: string): void {
    this.write('replace', path, null);
  }

  back(): void {
    window.history.back();
  }

  private write(how: 'push' | 'replace', path: string, text: string | null): void {
    const state: EntryState = {
      key: how === 'push' || this.entry.key === '' ? nextKey() : this.entry.key,
      from: how === 'push' ? this.entry.path : this.entry.from,
    };
    if (how === 'push') window.history.pushState(state, '', path);
    else window.history.replaceState(state, '', path);
    if (text === null) this.texts.delete(state.key);
    else this.texts.set(state.key, text);
    this.entry = readEntry();
    for (const listener of this.listeners) listener();
  }
}

/** The history of this session's page: forgotten, with its search texts, when the session ends. */
export function useStaffHistory(): { history: StaffHistory; entry: HistoryEntry } {
  const [history] = useState(() => new StaffHistory());
  const entry = useSyncExternalStore(history.subscribe, history.current);
  return { history, entry };
}
