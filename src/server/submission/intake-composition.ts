import { getAppCheck } from 'firebase-admin/app-check';
import { Container } from 'inversify';
import { announcementUseCases } from '../../notifications/notifications-module';
import { resolveUseCases } from '../../shared/wiring/container-module';
import { linkPort } from '../../shared/wiring/token';
import { SystemClock } from '../../shared/adapters/system-clock';
import { timerWaitUntil } from '../../shared/adapters/timer-wait-until';
import { AdminAppCheckTokens } from '../../submission/adapters/server/admin-app-check-tokens';
import { AdminApplicationRepository } from '../../submission/adapters/server/admin-application-repository';
import { AdminIntakeRefusals } from '../../submission/adapters/server/admin-intake-refusals';
import { AdminEarlierApplications } from '../../applications/adapters/server/admin-earlier-applications';
import { AdminIntakeReplies } from '../../submission/adapters/server/admin-intake-replies';
import { AdminReviewMarks } from '../../submission/adapters/server/admin-review-marks';
import { AdminTakenNumbers } from '../../applications/adapters/server/admin-taken-numbers';
import { intakeModule, intakeUseCases } from '../../submission/intake-module';
import { submissionModule } from '../../submission/submission-module';
import { AdminSeatRegistry } from '../../talks/adapters/server/admin-seat-registry';
import { talkServerModule, talkServerUseCases } from '../../talks/talk-server-module';
import { AdminStatusLinks } from '../../applicant-status/adapters/server/admin-status-links';
import {
  statusLinkModule,
  statusLinkUseCases,
} from '../../applicant-status/applicant-status-module';
import { intakeFirestore } from '../intake-firestore';
import { arrivalWithTalkChoice } from './arrival-with-talk-choice';
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
      // The arrival is announced by e-mail (notifications), its receipt with the talks' link.
      arrivalListener: linkPort(
        [
          announcementUseCases.announceApplication.token,
          talkServerUseCases.offerTalkChoice.token,
          statusLinkUseCases.issueStatusLink.token,
        ],
        (announce, offer, issuer) =>
          arrivalWithTalkChoice(announce, offer, settings.siteUrl, issuer),
      ),
      intakeLimits: settings.limits,
      intakeRefusals: new AdminIntakeRefusals(db),
      // The applicant-status module's link, for the answer and the receipt e-mail alike.
      statusLinkIssuer: linkPort([statusLinkUseCases.issueStatusLink.token], (issuer) => issuer),
      intakeWait: timerWaitUntil(new SystemClock()),
    }),
    statusLinkModule({ statusLinks: new AdminStatusLinks(db), statusLinkKeys: keys }),
  );
  return {
    receiveApplication: resolveUseCases(container, intakeUseCases).receiveApplication,
    appCheck: settings.requireAppCheck ? new AdminAppCheckTokens(getAppCheck(app)) : undefined,
  };
}
