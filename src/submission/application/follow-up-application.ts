import type { Clock } from '../../shared/domain/clock';
import { describeFailure } from '../../shared/domain/describe-failure';
import { raceDeadline } from '../../shared/domain/race-deadline';
import {
  type Application,
  type ApplicationForm,
  type Arrival,
} from '../../applications/domain/stored-application';
import { createApplication } from '../domain/new-application';
import type { AddressKeys } from '../domain/address-quota';
import type {
  ArrivalListener,
  DecoyArrival,
  ReviewMarks,
  ReviewReason,
  StatusLinkIssuer,
} from '../domain/intake-review';
import { hasTimeForStorageCalls } from '../domain/intake-deadline';
import type { SubmittedApplication } from './submitted-application';

export interface FollowUpApplicationPorts {
  marks: ReviewMarks;
  arrivals: ArrivalListener;
  /** The applicant's status link (src/applicant-status); without it, answers carry none. */
  statusLinks?: StatusLinkIssuer;
  keys: AddressKeys;
  clock: Clock;
}

/** What the intake knew of the stored application, for what follows it. */
export interface StoredApplicationFacts {
  form: ApplicationForm;
  arrival: Arrival;
  review?: ReviewReason;
  deadline?: Date;
  idempotencyKey?: string;
}

/**
 * The status link's token for a request under an idempotency key: the key's hash under the same
 * secret, apart from the reply's (never stored: StatusLinks keeps its SHA-256). A repeat is handed
 * the link the first request was, so repeats cannot pile up links.
 */
const LINK_TOKEN_PREFIX = 'enlace-de-estado:';

const withPath = (submitted: SubmittedApplication, statusPath: string | undefined) =>
  statusPath === undefined ? submitted : { ...submitted, statusPath };

/**
 * The intake's last step, once the application is stored: its review mark, its status link (the
 * answer's and the receipt e-mail's), and its arrival announced (e-mail). Each is a courtesy: a
 * failure is logged and never undoes the save, and none holds the answer past its deadline.
 */
export class FollowUpApplication {
  constructor(private readonly ports: FollowUpApplicationPorts) {}

  async execute(
    submitted: SubmittedApplication,
    { form, arrival, review, deadline, idempotencyKey }: StoredApplicationFacts,
  ): Promise<SubmittedApplication> {
    if (review) await this.markForReview(submitted, review);
    const linked = await this.withStatusLink(submitted, deadline, idempotencyKey);
    const application = createApplication(form, submitted.id, submitted.submittedAt, arrival);
    // What the arrival sets off (the receipt, the link to choose a talk) goes only by e-mail:
    // the answer is the same for every stored form, a honeypot's included.
    await this.announce(application, review !== undefined, deadline, linked.statusPath);
    return linked;
  }

  /**
   * A form stored before under its key (its first request marked and announced it): handed the
   * link that request issued, as long as it is kept.
   */
  repeat(
    submitted: SubmittedApplication,
    { deadline, idempotencyKey }: Pick<StoredApplicationFacts, 'deadline' | 'idempotencyKey'>,
  ): Promise<SubmittedApplication> {
    return this.withStatusLink(submitted, deadline, idempotencyKey);
  }

  /**
   * A bot's answer carries a status link of the same shape, which opens a page like a fresh
   * application's and stores nothing.
   */
  decoy(submitted: SubmittedApplication, arrival: DecoyArrival): SubmittedApplication {
    const { statusLinks } = this.ports;
    return statusLinks
      ? { ...submitted, statusPath: statusLinks.decoy(submitted, arrival) }
      : submitted;
  }

  /**
   * The stored application's status link, a courtesy like the review mark: when it cannot be
   * issued in time, the number is answered all the same, without it.
   */
  private async withStatusLink(
    submitted: SubmittedApplication,
    deadline: Date | undefined,
    idempotencyKey?: string,
  ): Promise<SubmittedApplication> {
    const { statusLinks, clock, keys } = this.ports;
    if (!statusLinks) return submitted;
    // The application's own number and moment in it: a key used again later, for another
    // application, never names this one's link.
    const token =
      idempotencyKey === undefined
        ? undefined
        : keys.keyOf(
            `${LINK_TOKEN_PREFIX}${idempotencyKey}:${submitted.id}:${submitted.submittedAt.toISOString()}`,
          );
    if (!hasTimeForStorageCalls(deadline, clock)) return submitted;
    // A repeat is handed the link its first request issued, as long as it is kept: never issued
    // again (a link replaced since stays gone), so repeats write no links at all.
    const issued: Promise<string | undefined> =
      submitted.repeated && token !== undefined
        ? statusLinks.kept(submitted, token)
        : statusLinks.issue(submitted, token);
    try {
      // Raced against the deadline as the announcement is: a slow store drops the link, never
      // the answer in time.
      const raced = await raceDeadline(issued, deadline, clock);
      if (raced.inTime) return withPath(submitted, raced.value);
      console.error('primer-paso: el enlace de estado sigue después del plazo');
      return submitted;
    } catch (error) {
      console.error('primer-paso: no se pudo emitir el enlace de estado', describeFailure(error));
      return submitted;
    }
  }

  /**
   * A mark that cannot be written is logged, not thrown: the application is stored, and an error
   * would only send the applicant back to submit it again under another number. It is still
   * announced as one for review, so a flood sends no receipts.
   */
  private async markForReview({ id, submittedAt }: SubmittedApplication, reason: ReviewReason) {
    try {
      await this.ports.marks.mark(id, submittedAt, reason);
    } catch (error) {
      console.error(`primer-paso: la marca de revisión de ${id} falló`, describeFailure(error));
    }
  }

  /**
   * The number must reach the applicant before the deadline: an announcement still running then
   * is left to finish on its own (its e-mail may come late, or not at all in an outage).
   */
  private async announce(
    application: Application,
    forReview: boolean,
    deadline?: Date,
    statusPath?: string,
  ): Promise<void> {
    const arrived = this.ports.arrivals.arrived(
      application,
      forReview,
      statusPath === undefined ? {} : { statusPath },
    );
    try {
      const raced = await raceDeadline(arrived, deadline, this.ports.clock);
      if (!raced.inTime)
        console.error('primer-paso: el aviso de una solicitud nueva sigue después del plazo');
    } catch (error) {
      // The application is stored and its number is on the applicant's screen: that stands.
      console.error('primer-paso: el aviso de una solicitud nueva falló', describeFailure(error));
    }
  }
}
