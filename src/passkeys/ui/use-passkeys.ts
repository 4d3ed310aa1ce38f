import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePasskeysUseCases } from './passkeys-use-cases';
import { passkeyKeys, passkeysOfQuery } from './passkey-queries';

/** A member's keys (one's own, or for an admin anyone's), read again after each change to them. */
export function usePasskeysOf(uid: string, own: boolean) {
  return useQuery(passkeysOfQuery(usePasskeysUseCases(), uid, own));
}

/**
 * A change to one member's keys reads that member's keys again, and only theirs: Equipo holds one
 * query per member, each a call to the server, and the change is said done once they are read.
 */
function usePasskeyMutation<Request>(
  run: (request: Request) => Promise<unknown>,
  ownerOf: (request: Request) => string,
) {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, Request>({
    mutationFn: run,
    onSettled: (_data, _error, request) =>
      queryClient.invalidateQueries({ queryKey: passkeyKeys.of(ownerOf(request)) }),
  });
}

/** Takes away one key of a member's (`keyId`), or all of them. */
export function useTakeAwayPasskeys() {
  const { takeAwayPasskeys } = usePasskeysUseCases();
  return usePasskeyMutation(
    ({ uid, keyId }: { uid: string; keyId?: string }) => takeAwayPasskeys.execute(uid, keyId),
    ({ uid }) => uid,
  );
}

/**
 * Adds another key of one's own, from a session a passkey opened (the server refuses it from a
 * password's). The session stays the one already open.
 */
export function useAddOwnPasskey(uid: string) {
  const { addPasskey } = usePasskeysUseCases();
  return usePasskeyMutation(
    (name: string) => addPasskey.execute(name),
    () => uid,
  );
}
