import { queryOptions } from '@tanstack/react-query';
import type { AccessUseCases } from '../access-module';
import type { StaffMember } from '../domain/staff-member';

/** Access's queries, all under 'access': the session, and the signed-in member's own choices. */
export const accessKeys = {
  all: ['access'] as const,
  /** Who is signed in, followed live: the one query the end of a session keeps. */
  session: () => [...accessKeys.all, 'session'] as const,
  notices: (uid: string) => [...accessKeys.all, 'notices', uid] as const,
};

export const noticePreferenceQuery = (
  { readNoticePreference }: AccessUseCases,
  member: StaffMember,
) =>
  queryOptions({
    queryKey: accessKeys.notices(member.uid),
    queryFn: () => readNoticePreference.execute(member),
  });
