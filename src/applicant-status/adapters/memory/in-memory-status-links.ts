import type { ApplicationId } from '../../../applications/domain/application-id';
import { isSameLink, type StatusLink, type StatusLinks } from '../../domain/status-link';

/**
 * The status links in memory, for tests of the status pages' use cases. Kept by their token here:
 * nothing leaves the process.
 */
export class InMemoryStatusLinks implements StatusLinks {
  private readonly links = new Map<string, StatusLink>();

  issue(token: string, link: StatusLink): Promise<void> {
    const kept = this.links.get(token);
    if (kept && isSameLink(kept, link)) return Promise.resolve();
    if (kept) return Promise.reject(new Error('A token is issued once'));
    this.links.set(token, { ...link });
    return Promise.resolve();
  }

  find(token: string): Promise<StatusLink | undefined> {
    const link = this.links.get(token);
    return Promise.resolve(link && { ...link });
  }

  forget(applicationId: ApplicationId, upTo: Date, keep?: string): Promise<void> {
    for (const [token, link] of this.links)
      if (
        token !== keep &&
        link.applicationId === applicationId &&
        link.issuedAt.getTime() <= upTo.getTime()
      )
        this.links.delete(token);
    return Promise.resolve();
  }

  /** How many links the number has. */
  countOf(applicationId: ApplicationId): number {
    return [...this.links.values()].filter((link) => link.applicationId === applicationId).length;
  }
}
