import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePasskeysUseCases } from './passkeys-use-cases';
import { passkeyKeys, passkeysOfQuery } from './passkey-queries';

/** A member's keys (one's own, or for an admin anyone's), read again after every change here. */
export function usePasskeysOf(uid: string, own: boolean) {
  return useQuery(passkeysOfQuery(usePasskeysUseCases(), uid, own));
}

function usePasskeyMutation<Request>(run: (request: Request) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, Request>({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}

/** Takes away one key of a member's (`keyId`), or all of them. */
export function useTakeAwayPasskeys() {
  const { takeAwayPasskeys } = usePasskeysUseCases();
  return usePasskeyMutation(({ uid, keyId }: { uid: string; keyId?: string }) =>
    takeAwayPasskeys.execute(uid, keyId),
  );
}

/**
 * Adds another key of one's own, from a session a passkey opened (the server refuses it from a
 * password's). The session stays the one already open.
 */
export function useAddOwnPasskey() {
  const { addPasskey } = usePasskeysUseCases();
  return usePasskeyMutation((name: string) => addPasskey.execute(name));
}
