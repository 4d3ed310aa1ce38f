import type { ApplicationId } from '../../domain/application-id';
import type { Clock } from '../../../shared/domain/clock';
import type { Listener, Unsubscribe } from '../../../shared/domain/listener';
import type { ApplicationRecord } from '../../domain/application-record';
import {
  checklistAfter,
  requireRequirementChange,
  type RequirementChange,
} from '../../domain/requirements/checklist';
import {
  isApplicantActor,
  type HistoryActor,
  type HistoryContent,
  type HistoryEntry,
} from '../../domain/history-entry';
import { demoRoundTrip } from '../../../shared/adapters/demo-round-trip';

/**
 * What the in-memory adapters share, as one database serves the public page, the inbox and the
 * admins' privacy work: applications, their histories, and the numbers that stay taken after an
 * application is gone (in-memory-applicant-data-store.ts keeps what is left of it).
 */
export class InMemoryApplicationStore {
  readonly records = new Map<ApplicationId, ApplicationRecord>();
  readonly histories = new Map<ApplicationId, HistoryEntry[]>();
  private readonly retired = new Set<ApplicationId>();
  private readonly listeners = new Set<() => void>();
  private readonly followers = new Set<() => void>();
  private entryCount = 0;

  constructor(
    readonly clock: Clock,
    private readonly latencyMs = 0,
  ) {}

  /** Whether a number is used: by an application, or by what is left of an erased one. */
  isTaken(id: ApplicationId): boolean {
    return this.records.has(id) || this.retired.has(id);
  }

  /** Removes an application and its history for good; its number stays taken until release. */
  retire(id: ApplicationId): void {
    this.records.delete(id);
    this.histories.delete(id);
    this.retired.add(id);
    this.changed();
  }

  /** Deletes an application and its history, and its number is free at once (spam). */
  remove(id: ApplicationId): void {
    this.records.delete(id);
    this.histories.delete(id);
    this.changed();
  }

  /** Gives a retired number back once what was left of its application is gone (privacy). */
  release(id: ApplicationId): void {
    this.retired.delete(id);
    this.histories.delete(id);
    this.changed();
  }

  append(id: ApplicationId, content: HistoryContent, by: HistoryActor): void {
    this.entryCount += 1;
    const full: HistoryEntry = {
      ...content,
      id: `entrada-${this.entryCount}`,
      at: this.clock.now(),
      by: isApplicantActor(by) ? by : { uid: by.uid, email: by.email },
    };
    this.histories.set(id, [...(this.histories.get(id) ?? []), full]);
    this.changed();
  }

  /**
   * Ticks or unticks a requirement of an application in En trámite, with its entry: a tick is
   * progress (progress.ts). The inbox's and the talks' attendance write it the same way.
   */
  tickRequirement(id: ApplicationId, change: RequirementChange, by: HistoryActor): void {
    const record = this.records.get(id);
    if (!record) throw new Error(`No application ${id}`);
    const checklist = checklistAfter(record.checklist, requireRequirementChange(record, change));
    this.records.set(id, { ...record, checklist, progressAt: this.clock.now() });
    this.append(id, { kind: 'requirement', ...change }, by);
  }

  watch<T>(read: () => T, listener: Listener<T>): Unsubscribe {
    let active = true;
    const emit = () => setTimeout(() => active && listener.next(read()), this.latencyMs);
    this.listeners.add(emit);
    emit();
    return () => {
      active = false;
      this.listeners.delete(emit);
    };
  }

  /**
   * Runs `follow` at once after every change, before anything else can read or write: what
   * another module keeps beside an application follows it as a server's trigger would (a talk's
   * seat freed when its application closes or goes).
   */
  follow(follow: () => void): Unsubscribe {
    this.followers.add(follow);
    return () => this.followers.delete(follow);
  }

  changed(): void {
    for (const follow of this.followers) follow();
    for (const emit of this.listeners) emit();
  }

  roundTrip(): Promise<void> {
    return demoRoundTrip(this.latencyMs);
  }
}
