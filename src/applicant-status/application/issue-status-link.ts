import { drawCapabilityToken } from '../../shared/domain/capability-token';
import type { Clock } from '../../shared/domain/clock';
import type { RandomSource } from '../../shared/domain/random-source';
import type { ApplicationId } from '../../applications/domain/application-id';
import type { AddressKeys } from '../../submission/domain/address-quota';
import type { DecoyArrival, StatusLinkIssuer } from '../../submission/domain/intake-review';
import { sealDecoyToken } from '../domain/decoy-link';
import { isSameLink, statusPath, type StatusLinks } from '../domain/status-link';

/**
 * A stored application's status link, for its receipt (the screen, the paper and the e-mail):
 * resolves to its path on the site. Every call issues another, unless it names the token (the
 * intake's, for a request it may see again); each stays valid until the application goes or the
 * applicant asks for a fresh one (Perdí el enlace).
 */
export class IssueStatusLink implements StatusLinkIssuer {
  constructor(
    private readonly links: StatusLinks,
    private readonly random: RandomSource,
    private readonly clock: Clock,
    /** The secret the decoys are sealed under; without it a decoy leads nowhere. */
    private readonly keys?: AddressKeys,
  ) {}

  async execute(
    application: { id: ApplicationId; submittedAt: Date },
    token = drawCapabilityToken(this.random),
  ): Promise<string> {
    // Issued again under the same token, the link is the same one (StatusLinks keeps one per
    // token): a repeated request stores nothing more.
    await this.links.issue(token, {
      applicationId: application.id,
      submittedAt: application.submittedAt,
      issuedAt: this.clock.now(),
    });
    return statusPath(token);
  }

  /**
   * The receipt e-mail's own link, never the one the intake's answer hands the browser: a script
   * that stores forms holds the answer's link, so only this one shows that the mailbox is read
   * (StatusLink.byMail), and with it the page offers the talk. Drawn afresh: a repeated
   * request's receipt is queued once (its outbox id), so one link per receipt.
   */
  async forMail(application: { id: ApplicationId; submittedAt: Date }): Promise<string> {
    const token = drawCapabilityToken(this.random);
    await this.links.issue(token, {
      applicationId: application.id,
      submittedAt: application.submittedAt,
      issuedAt: this.clock.now(),
      byMail: true,
    });
    return statusPath(token);
  }

  /** The intake's port (StatusLinkIssuer): the same. */
  issue(application: { id: ApplicationId; submittedAt: Date }, token?: string): Promise<string> {
    return this.execute(application, token);
  }

  /** The intake's port (StatusLinkIssuer): a repeat's link, only if it is still kept. */
  async kept(
    application: { id: ApplicationId; submittedAt: Date },
    token: string,
  ): Promise<string | undefined> {
    const link = await this.links.find(token);
    const named = { applicationId: application.id, submittedAt: application.submittedAt };
    return link && isSameLink(link, named) ? statusPath(token) : undefined;
  }

  /**
   * The honeypot's answer, which must not tell a bot it was caught: a path of the same shape,
   * sealed (decoy-link.ts) so that the status pages open it as this fresh application's page.
   * Nothing is stored.
   */
  decoy(application: { id: ApplicationId; submittedAt: Date }, arrival: DecoyArrival): string {
    if (!this.keys) return statusPath(drawCapabilityToken(this.random));
    const facts = {
      applicationId: application.id,
      submittedAt: application.submittedAt,
      stage: arrival.stage,
      withNit: arrival.nit.trim() !== '',
    };
    return statusPath(sealDecoyToken(facts, this.random, this.keys));
  }
}
