import { getAppCheck } from 'firebase-admin/app-check';
import { Container } from 'inversify';
import { announcementUseCases } from '../../notifications/notifications-module';
import { resolveToken, resolveUseCases } from '../../shared/wiring/container-module';
import { AdminAppCheckTokens } from '../../submission/adapters/server/admin-app-check-tokens';
import { AdminApplicationRepository } from '../../submission/adapters/server/admin-application-repository';
import { AdminIntakeRefusals } from '../../submission/adapters/server/admin-intake-refusals';
import { AdminEarlierApplications } from '../../submission/adapters/server/admin-earlier-applications';
import { AdminIntakeReplies } from '../../submission/adapters/server/admin-intake-replies';
import { AdminReviewMarks } from '../../submission/adapters/server/admin-review-marks';
import { AdminTakenNumbers } from '../../submission/adapters/server/admin-taken-numbers';
import { intakeModule, intakeUseCases } from '../../submission/intake-module';
import { submissionModule } from '../../submission/submission-module';
import { AdminSeatRegistry } from '../../talks/adapters/server/admin-seat-registry';
import { talkServerModule, talkServerUseCases } from '../../talks/talk-server-module';
import { AdminStatusLinks } from '../../applicant-status/adapters/server/admin-status-links';
import {
  statusLinkModule,
  statusLinkUseCases,
} from '../../applicant-status/applicant-status-module';
import { describeFailure } from '../../shared/domain/describe-failure';
import type { ApplicationId } from '../../submission/domain/application-id';
import { intakeFirestore } from '../intake-firestore';
import { announcements } from '../notifications/announcements';
import { adminApp, serverKernel } from '../server-kernel';
import type { IntakeSettings } from '../server-settings';

/** The intake: SubmitApplication over the Admin SDK, its limits, and the e-mail it queues. */
export function composeIntake(settings: IntakeSettings) {
  const db = intakeFirestore(adminApp());
  const { app, keys, ledger, module } = announcements(
    settings,
    settings.limits.wholeIntake.perWindow,
    db,
  );
  const container = new Container({ defaultScope: 'Singleton' });
  /**
   * The link to choose a talk is a courtesy: when it cannot be issued, the application is
   * stored and its receipt sent all the same, without it (staff give a seat).
   */
  const offerTalkChoice = async (id: ApplicationId) => {
    try {
      const path = await resolveToken(container, talkServerUseCases.offerTalkChoice.token).execute(
        id,
      );
      return new URL(path, settings.siteUrl).href;
    } catch (error) {
      console.error('primer-paso: no se pudo ofrecer elegir charla', describeFailure(error));
      return undefined;
    }
  };
  container.load(
    serverKernel(),
    talkServerModule({ seatRegistry: new AdminSeatRegistry(db) }),
    submissionModule({
      applicationRepository: new AdminApplicationRepository(db),
      // Once every random draw was taken: the held numbers, a page per bounded query.
      takenNumbers: new AdminTakenNumbers(db),
    }),
    module,
    intakeModule({
      intakeLedger: ledger,
      addressKeys: keys,
      reviewMarks: new AdminReviewMarks(db),
      earlierApplications: new AdminEarlierApplications(db),
      // Written by AdminApplicationRepository, in the batch that stores their application.
      intakeReplies: new AdminIntakeReplies(db),
      arrivalListener: {
        // Only an application whose receipt goes out gets a link to choose its talk, in that
        // e-mail alone: one marked for review (a flood, maybe), or past its mailbox's budget,
        // waits for staff, and the sender is handed nothing.
        arrived: (application, forReview, links) =>
          resolveToken(container, announcementUseCases.announceApplication.token).arrived(
            application,
            forReview,
            { ...links, talkChoice: () => offerTalkChoice(application.id) },
          ),
      },
      intakeLimits: settings.limits,
      intakeRefusals: new AdminIntakeRefusals(db),
      // The applicant-status module's link, for the answer and the receipt e-mail alike.
      statusLinkIssuer: {
        issue: (application, token) =>
          resolveToken(container, statusLinkUseCases.issueStatusLink.token).execute(
            application,
            token,
          ),
        kept: (application, token) =>
          resolveToken(container, statusLinkUseCases.issueStatusLink.token).kept(
            application,
            token,
          ),
        decoy: () => resolveToken(container, statusLinkUseCases.issueStatusLink.token).decoy(),
      },
    }),
    statusLinkModule({ statusLinks: new AdminStatusLinks(db) }),
  );
  return {
    receiveApplication: resolveUseCases(container, intakeUseCases).receiveApplication,
    appCheck: settings.requireAppCheck ? new AdminAppCheckTokens(getAppCheck(app)) : undefined,
  };
}
