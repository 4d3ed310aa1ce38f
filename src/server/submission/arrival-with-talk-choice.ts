import type { AnnounceApplication } from '../../notifications/application/announce-application';
import { describeFailure } from '../../shared/domain/describe-failure';
import type { ApplicationId } from '../../applications/domain/application-id';
import type { ArrivalListener } from '../../submission/domain/intake-review';
import type { OfferTalkChoice } from '../../talks/application/talk-links';
import type { IssueStatusLink } from '../../applicant-status/application/issue-status-link';

/**
 * The intake's arrival (submission's port) as notifications announces it, with the talks' link to
 * choose a talk: three modules that know nothing of each other, linked in the intake's container
 * (intake-composition.ts). Only an application whose receipt goes out gets the link, in that
 * e-mail alone: one marked for review (a flood, maybe), or past its mailbox's budget, waits for
 * staff, and the sender is handed nothing. So does the e-mail's own status link (the
 * applicant-status module's), which shows the mailbox is read and offers the talk.
 */
export function arrivalWithTalkChoice(
  announce: AnnounceApplication,
  offer: OfferTalkChoice,
  siteUrl: string,
  statusLinks?: Pick<IssueStatusLink, 'forMail'>,
): ArrivalListener {
  /**
   * The link to choose a talk is a courtesy: when it cannot be issued, the application is
   * stored and its receipt sent all the same, without it (staff give a seat).
   */
  const offerTalkChoice = async (id: ApplicationId) => {
    try {
      return new URL(await offer.execute(id), siteUrl).href;
    } catch (error) {
      console.error('primer-paso: no se pudo ofrecer elegir charla', describeFailure(error));
      return undefined;
    }
  };
  /** A courtesy too: without it, the receipt carries the answer's link, as the screen does. */
  const mailStatusLink = async (application: { id: ApplicationId; date: Date }) => {
    try {
      return await statusLinks?.forMail({ id: application.id, submittedAt: application.date });
    } catch (error) {
      console.error('primer-paso: no se pudo emitir el enlace del correo', describeFailure(error));
      return undefined;
    }
  };
  return {
    arrived: (application, forReview, links) =>
      announce.arrived(application, forReview, {
        ...links,
        talkChoice: () => offerTalkChoice(application.id),
        mailStatusLink: () => mailStatusLink(application),
      }),
  };
}
