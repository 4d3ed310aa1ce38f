import { queryOptions } from '@tanstack/react-query';
import type { PasskeysUseCases } from '../passkeys-module';

/** The passkeys' queries, all under 'passkeys': a member's keys, read again after every change. */
export const passkeyKeys = {
  all: ['passkeys'] as const,
  of: (uid: string) => [...passkeyKeys.all, 'of', uid] as const,
};

export const passkeysOfQuery = ({ readPasskeys }: PasskeysUseCases, uid: string, own: boolean) =>
  queryOptions({
    queryKey: passkeyKeys.of(uid),
    // One's own keys are asked for as such: the server lets every member list their own.
    queryFn: () => readPasskeys.execute(own ? undefined : uid),
  });
