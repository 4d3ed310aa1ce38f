import type { Application } from '../../applications/domain/stored-application';
import type { ApplicationId } from '../../applications/domain/application-id';
import type { ApplicationRepository, CreateResult } from '../domain/application-repository';
import type { TakenNumbers } from '../../applications/domain/taken-numbers';
import type { EarlierApplications } from '../../applications/domain/earlier-applications';
import type { IntakeReplies, ReplyRecord, StoredReply } from '../domain/intake-replies';

export interface InMemoryOptions {
  /** Simulated round trip, so demo mode shows the sending state as a real backend would. */
  latencyMs?: number;
}

/**
 * A complete repository kept in this page's memory: demo mode and tests. Nothing reaches
 * the network or browser storage, and everything is gone on reload. It also tells which numbers it
 * holds (TakenNumbers), so a submit sweeps it as the server sweeps Firestore, and finds a repeat
 * applicant's earlier application (EarlierApplications) as the server does, and keeps replies by
 * key with their applications (IntakeReplies), as the server's intake does; kept until the
 * store goes (Firestore's TTL deletes them some time after their expireAt).
 */
export class InMemoryApplicationRepository
  implements ApplicationRepository, TakenNumbers, EarlierApplications, IntakeReplies
{
  private readonly applications = new Map<ApplicationId, Application>();
  private readonly replies = new Map<string, StoredReply>();
  /** Numbers held elsewhere (demo mode: the inbox's fictitious applicants, another tab's). */
  private readonly heldElsewhere = new Set<ApplicationId>();
  private readonly createdListeners = new Set<(application: Application) => void>();
  private readonly latencyMs: number;

  constructor(options: InMemoryOptions = {}) {
    this.latencyMs = options.latencyMs ?? 0;
  }

  async create(application: Application, reply?: ReplyRecord): Promise<CreateResult> {
    await this.roundTrip();
    // A held key wins over a held number, as in Firestore: the form was already stored.
    const earlier = reply && this.replies.get(reply.key);
    if (earlier) return { repeatOf: { ...earlier } };
    if (this.applications.has(application.id) || this.heldElsewhere.has(application.id))
      return 'id-taken';
    this.applications.set(application.id, structuredClone(application));
    if (reply) this.replies.set(reply.key, { id: application.id, submittedAt: application.date });
    for (const listener of this.createdListeners) listener(structuredClone(application));
    return 'created';
  }

  /**
   * Numbers this store must not give although it holds no application under them: in demo mode,
   * those of the inbox's fictitious applicants and of what another tab sent, so what this page
   * sends can join them in the inbox under a number of its own.
   */
  holdElsewhere(ids: Iterable<ApplicationId>): void {
    for (const id of ids) this.heldElsewhere.add(id);
  }

  /** Runs `listener` with a copy of each application as it is saved; returns how to stop. */
  onCreated(listener: (application: Application) => void): () => void {
    this.createdListeners.add(listener);
    return () => this.createdListeners.delete(listener);
  }

  async replyFor(key: string): Promise<StoredReply | undefined> {
    await this.roundTrip();
    const reply = this.replies.get(key);
    return reply && { ...reply };
  }

  async takenFrom(from: ApplicationId, limit: number): Promise<ApplicationId[]> {
    await this.roundTrip();
    // Same-length ids: text order is number order, as Firestore orders document ids.
    const held = [...new Set([...this.applications.keys(), ...this.heldElsewhere])]
      .filter((id) => id >= from)
      .sort();
    return held.slice(0, limit);
  }

  async latestWithDui(dui: string): Promise<ApplicationId | undefined> {
    await this.roundTrip();
    const matching = [...this.applications.values()].filter((stored) => stored.dui === dui);
    return matching.sort((a, b) => b.date.getTime() - a.date.getTime() || (a.id < b.id ? 1 : -1))[0]
      ?.id;
  }

  /** Copies of what was saved, oldest first: for the demo console and tests, not the port. */
  savedApplications(): Application[] {
    return [...this.applications.values()].map((application) => structuredClone(application));
  }

  private roundTrip(): Promise<void> {
    if (this.latencyMs <= 0) return Promise.resolve();
    return new Promise((resolve) => setTimeout(resolve, this.latencyMs));
  }
}
