import { queryOptions } from '@tanstack/react-query';
import type { StaffMember } from '../../access/domain/staff-member';
import type { PrivacyUseCases } from '../privacy-module';

/** The privacy screen's queries, all under 'privacy': read again together after a change. */
export const privacyKeys = {
  all: ['privacy'] as const,
  /** One person's applications (by DUI) or one application (by SOL). */
  person: (text: string) => [...privacyKeys.all, 'person', text] as const,
  expiredCount: () => [...privacyKeys.all, 'expired'] as const,
  expiredList: () => [...privacyKeys.expiredCount(), 'list'] as const,
  /** The number space's last reading (admins only). */
  numberSpace: () => [...privacyKeys.all, 'number-space'] as const,
  /** What became of an erased number, for the inbox's search. */
  erasedNumber: (text: string) => [...privacyKeys.all, 'erased', text] as const,
};

export const personLookupQuery = (
  { findPersonApplications }: PrivacyUseCases,
  member: StaffMember,
  text: string | null,
) =>
  queryOptions({
    queryKey: privacyKeys.person(text ?? ''),
    queryFn: () => findPersonApplications.execute(text ?? '', member),
    enabled: text !== null,
    retry: false,
  });

/** Counted by storage without reading the applications. */
export const expiredCountQuery = (
  { purgeExpiredApplications }: PrivacyUseCases,
  member: StaffMember,
) =>
  queryOptions({
    queryKey: privacyKeys.expiredCount(),
    queryFn: () => purgeExpiredApplications.count(member),
    retry: false,
  });

export const expiredListQuery = (
  { purgeExpiredApplications }: PrivacyUseCases,
  member: StaffMember,
  enabled: boolean,
) =>
  queryOptions({
    queryKey: privacyKeys.expiredList(),
    queryFn: () => purgeExpiredApplications.listExpired(member),
    enabled,
    retry: false,
  });

/** The last reading, or null before the first measurement (react-query keeps no undefined). */
export const numberSpaceQuery = ({ readNumberSpace }: PrivacyUseCases, member: StaffMember) =>
  queryOptions({
    queryKey: privacyKeys.numberSpace(),
    queryFn: async () => (await readNumberSpace.execute(member)) ?? null,
    retry: false,
  });

/** Null unless an application was erased under the number. */
export const erasedNumberQuery = ({ lookUpErasedNumber }: PrivacyUseCases, text: string) =>
  queryOptions({
    queryKey: privacyKeys.erasedNumber(text),
    queryFn: async () => (await lookUpErasedNumber.execute(text)) ?? null,
    retry: false,
  });
