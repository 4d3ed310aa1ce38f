import {
  AdmitApplication,
  type AdmitApplicationPorts,
} from '../../src/submission/application/admit-application';
import {
  FollowUpApplication,
  type FollowUpApplicationPorts,
} from '../../src/submission/application/follow-up-application';
import {
  ReceiveApplication,
  type TrapPace,
} from '../../src/submission/application/receive-application';
import type { StoreApplication } from '../../src/submission/application/store-application';
import {
  DEFAULT_INTAKE_LIMITS,
  type IntakeLimits,
} from '../../src/submission/domain/intake-limits';

/** Every port of the server's intake, as a test hands them: its three steps' together. */
export type ServerIntakePorts = AdmitApplicationPorts &
  FollowUpApplicationPorts & { store: StoreApplication } & Partial<Omit<TrapPace, 'clock'>>;

/** Unless a test holds it: a trapped bot's answer comes at once. */
const AT_ONCE = () => Promise.resolve();

/** The server's intake built as src/submission/intake-module.ts builds it, from named ports. */
export function serverIntake(
  {
    store,
    ledger,
    keys,
    replies,
    refusals,
    earlier,
    marks,
    arrivals,
    statusLinks,
    clock,
    random = { next: () => 0.5 },
    waitUntil = AT_ONCE,
  }: ServerIntakePorts,
  limits: IntakeLimits = DEFAULT_INTAKE_LIMITS,
): ReceiveApplication {
  return new ReceiveApplication(
    {
      admit: new AdmitApplication({ ledger, keys, replies, refusals, earlier, clock }, limits),
      store,
      followUp: new FollowUpApplication({
        marks,
        arrivals,
        keys,
        clock,
        ...(statusLinks ? { statusLinks } : {}),
      }),
    },
    { clock, random, waitUntil },
  );
}
