import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A use case run on someone's behalf: the request, then who asks. */
interface ActingUseCase<Request, Actor> {
  execute(request: Request, actor: Actor): Promise<void>;
}

/**
 * Runs `useCase` for `actor`; once it succeeds, `onSaved` is told, then every query under the keys
 * in `refresh` is read again (what is read once, and not followed live, would otherwise show the
 * old data).
 *
 * `onSaved` is the mutation's own callback, not `mutate`'s: react-query drops `mutate`'s callbacks
 * when the component that called it is gone by the time the mutation ends, and the refresh itself
 * can remove that component (an erased application's card leaves the list as soon as the first of
 * the screen's reads comes back, before the slower ones do).
 */
export function useRefreshingMutation<Request, Actor>(
  useCase: ActingUseCase<Request, Actor>,
  actor: Actor,
  refresh: readonly QueryKey[],
  onSaved?: (request: Request) => void,
) {
  const queryClient = useQueryClient();
  return useMutation<void, Error, Request>({
    mutationFn: (request) => useCase.execute(request, actor),
    onSuccess: (_nothing, request) => {
      onSaved?.(request);
      return Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
