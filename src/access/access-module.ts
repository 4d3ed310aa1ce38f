import { moduleBindings } from '../shared/wiring/container-module';
import { token } from '../shared/wiring/token';
import type { AdaptersFor } from '../shared/wiring/token';
import { declareUseCase, type UseCasesOf } from '../shared/wiring/use-case';
import { ChooseNoticePreference } from './application/choose-notice-preference';
import { OpenPasskeySession } from './application/open-passkey-session';
import { ReadNoticePreference } from './application/read-notice-preference';
import { SendPasswordReset } from './application/send-password-reset';
import { SignInStaff } from './application/sign-in-staff';
import { SignOutStaff } from './application/sign-out-staff';
import { WatchStaffSession } from './application/watch-staff-session';
import type { NoticePreferences } from './domain/notice-preference';
import type { PasskeyHolders, StaffAuthenticator, StaffDirectory } from './domain/staff-access';

/**
 * Who is signed in (the sign-in provider), who may see the inbox (the allowlist), whether they
 * have a passkey yet (the passkeys' server), and what each member chose on their own allowlist
 * entry (e-mail notices).
 */
export const accessPorts = {
  staffAuthenticator: token<StaffAuthenticator>('StaffAuthenticator'),
  staffDirectory: token<StaffDirectory>('StaffDirectory'),
  noticePreferences: token<NoticePreferences>('NoticePreferences'),
  passkeyHolders: token<PasskeyHolders>('PasskeyHolders'),
};

const { staffAuthenticator, staffDirectory, noticePreferences, passkeyHolders } = accessPorts;

export const accessUseCases = {
  watchSession: declareUseCase(
    'WatchStaffSession',
    [staffAuthenticator, staffDirectory, passkeyHolders],
    WatchStaffSession,
  ),
  signIn: declareUseCase('SignInStaff', [staffAuthenticator, staffDirectory], SignInStaff),
  openPasskeySession: declareUseCase(
    'OpenPasskeySession',
    [staffAuthenticator],
    OpenPasskeySession,
  ),
  signOut: declareUseCase('SignOutStaff', [staffAuthenticator], SignOutStaff),
  sendPasswordReset: declareUseCase('SendPasswordReset', [staffAuthenticator], SendPasswordReset),
  readNoticePreference: declareUseCase(
    'ReadNoticePreference',
    [noticePreferences],
    ReadNoticePreference,
  ),
  chooseNoticePreference: declareUseCase(
    'ChooseNoticePreference',
    [noticePreferences],
    ChooseNoticePreference,
  ),
};

export type AccessUseCases = UseCasesOf<typeof accessUseCases>;

export const accessModule = (adapters: AdaptersFor<typeof accessPorts>) =>
  moduleBindings(accessPorts, adapters, accessUseCases);
