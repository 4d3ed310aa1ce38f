import { moduleBindings } from '../shared/wiring/container-module';
import { kernelPorts } from '../shared/wiring/kernel-ports';
import { token } from '../shared/wiring/token';
import type { AdaptersFor } from '../shared/wiring/token';
import { declareUseCase, type UseCasesOf } from '../shared/wiring/use-case';
import { BeginEnrollment, FinishEnrollment } from './application/enroll-passkey';
import { ListPasskeys, RemovePasskeys } from './application/manage-passkeys';
import type { KeysMailSettings } from './application/owed-password-reset';
import type { Outbox } from '../notifications/domain/outbox';
import {
  AddPasskey,
  ConfirmWithPasskey,
  ReadPasskeys,
  TakeAwayPasskeys,
} from './application/passkey-page-use-cases';
import { BeginPasskeySignIn, FinishPasskeySignIn } from './application/sign-in-with-passkey';
import type { Authenticator, PasskeyService } from './domain/passkey-service';
import type {
  ChallengeStore,
  PasskeyMembers,
  PasskeyStore,
  SessionAuthority,
  WebAuthnCeremonies,
} from './domain/passkey-ports';

/**
 * Staff passkeys on the server (the passkeys callable): the keys and challenges it keeps (the
 * key store writes each change's audit record with it), the team as the allowlist has it,
 * WebAuthn's ceremonies, Auth's sessions, and the outbox for the e-mail to a member whose keys
 * were taken away.
 */
export const passkeysServerPorts = {
  members: token<PasskeyMembers>('PasskeyMembers'),
  passkeyStore: token<PasskeyStore>('PasskeyStore'),
  challengeStore: token<ChallengeStore>('ChallengeStore'),
  ceremonies: token<WebAuthnCeremonies>('WebAuthnCeremonies'),
  sessions: token<SessionAuthority>('SessionAuthority'),
  /** The e-mail to a member whose keys an admin took away (paid by a take-away or enrollment). */
  keysOutbox: token<Outbox>('PasskeysOutbox'),
  keysMailSettings: token<KeysMailSettings>('KeysMailSettings'),
};

const {
  members,
  passkeyStore,
  challengeStore,
  ceremonies,
  sessions,
  keysOutbox,
  keysMailSettings,
} = passkeysServerPorts;
const { clock, randomSource } = kernelPorts;

export const passkeysServerUseCases = {
  beginEnrollment: declareUseCase(
    'BeginEnrollment',
    [
      members,
      passkeyStore,
      challengeStore,
      ceremonies,
      clock,
      randomSource,
      sessions,
      keysOutbox,
      keysMailSettings,
    ],
    BeginEnrollment,
  ),
  finishEnrollment: declareUseCase(
    'FinishEnrollment',
    [members, passkeyStore, challengeStore, ceremonies, sessions, clock],
    FinishEnrollment,
  ),
  beginSignIn: declareUseCase(
    'BeginPasskeySignIn',
    [members, passkeyStore, challengeStore, ceremonies, clock, randomSource],
    BeginPasskeySignIn,
  ),
  finishSignIn: declareUseCase(
    'FinishPasskeySignIn',
    [members, passkeyStore, challengeStore, ceremonies, sessions, clock],
    FinishPasskeySignIn,
  ),
  listPasskeys: declareUseCase('ListPasskeys', [members, passkeyStore], ListPasskeys),
  removePasskeys: declareUseCase(
    'RemovePasskeys',
    [members, passkeyStore, sessions, keysOutbox, clock, keysMailSettings],
    RemovePasskeys,
  ),
};

export type PasskeysServerUseCases = UseCasesOf<typeof passkeysServerUseCases>;

export const passkeysServerModule = (adapters: AdaptersFor<typeof passkeysServerPorts>) =>
  moduleBindings(passkeysServerPorts, adapters, passkeysServerUseCases);

/**
 * Passkeys on the staff page: the server's passkeys function (or the demo's stand-in) and the
 * browser's authenticator (or the demo's stand-in, which is none): the step after the password,
 * a member's own keys, and Equipo's count of each member's.
 */
export const passkeysPorts = {
  passkeyService: token<PasskeyService>('PasskeyService'),
  authenticator: token<Authenticator>('Authenticator'),
};

export const passkeysUseCases = {
  addPasskey: declareUseCase(
    'AddPasskey',
    [passkeysPorts.passkeyService, passkeysPorts.authenticator],
    AddPasskey,
  ),
  confirmWithPasskey: declareUseCase(
    'ConfirmWithPasskey',
    [passkeysPorts.passkeyService, passkeysPorts.authenticator],
    ConfirmWithPasskey,
  ),
  readPasskeys: declareUseCase('ReadPasskeys', [passkeysPorts.passkeyService], ReadPasskeys),
  takeAwayPasskeys: declareUseCase(
    'TakeAwayPasskeys',
    [passkeysPorts.passkeyService],
    TakeAwayPasskeys,
  ),
};

export type PasskeysUseCases = UseCasesOf<typeof passkeysUseCases>;

export const passkeysModule = (adapters: AdaptersFor<typeof passkeysPorts>) =>
  moduleBindings(passkeysPorts, adapters, passkeysUseCases);
