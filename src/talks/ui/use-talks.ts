import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignedInMember } from '../../access/ui/signed-in-member-context';
import type { ApplicationId } from '../../applications/domain/application-id';
import type { ApplicationSeat } from '../application/seats';
import type { SeatCandidate, Seat } from '../domain/seat';
import type { Talk, TalkDetails, TalkId } from '../domain/talk';
import { useTalksUseCases } from './talks-use-cases';
import { applicationSeatQuery, talkListsQuery, talkRosterQuery, talksKeys } from './talks-queries';

export function useTalkLists() {
  return useQuery(talkListsQuery(useTalksUseCases()));
}

export function useTalkRoster(id: TalkId) {
  return useQuery(talkRosterQuery(useTalksUseCases(), id));
}

export function useApplicationSeat(applicationId: ApplicationId) {
  return useQuery(applicationSeatQuery(useTalksUseCases(), applicationId));
}

/** A change to talks or seats, then every talk read again (counts and lists move together). */
function useTalksMutation<Request>(run: (request: Request) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, Request>({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: talksKeys.all }),
  });
}

export function useCreateTalk() {
  const { createTalk } = useTalksUseCases();
  const member = useSignedInMember();
  return useTalksMutation((details: TalkDetails) => createTalk.execute(details, member));
}

export function useEditTalk() {
  const { editTalk } = useTalksUseCases();
  const member = useSignedInMember();
  return useTalksMutation(({ talk, details }: { talk: Talk; details: TalkDetails }) =>
    editTalk.execute(talk, details, member),
  );
}

export function useAssignSeat() {
  const { assignSeat } = useTalksUseCases();
  const member = useSignedInMember();
  return useTalksMutation(({ application, talk }: { application: SeatCandidate; talk: Talk }) =>
    assignSeat.execute(application, talk, member),
  );
}

export function useFreeSeat() {
  const { freeSeat } = useTalksUseCases();
  const member = useSignedInMember();
  return useTalksMutation((held: ApplicationSeat) => freeSeat.execute(held, member));
}

/** Attendance also ticks the application's checklist, which its open detail follows live. */
export function useRecordAttendance() {
  const { recordAttendance } = useTalksUseCases();
  const member = useSignedInMember();
  return useTalksMutation((seat: Seat) => recordAttendance.execute(seat, member));
}
