import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A use case run on someone's behalf: the request, then who asks. */
interface ActingUseCase<Request, Actor> {
  execute(request: Request, actor: Actor): Promise<void>;
}

/**
 * Runs `useCase` for `actor`; once it succeeds, every query under the keys in `refresh` is read
 * again (what is read once, and not followed live, would otherwise show the old data).
 */
export function useRefreshingMutation<Request, Actor>(
  useCase: ActingUseCase<Request, Actor>,
  actor: Actor,
  refresh: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation<void, Error, Request>({
    mutationFn: (request) => useCase.execute(request, actor),
    onSuccess: () =>
      Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
