import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '../../access/domain/staff-member';
import { useTeamUseCases } from './team-use-cases';
import { teamKeys, teamListQuery } from './team-queries';

/** The team, read once when Equipo is shown and again after every change made here. */
export function useTeamList() {
  return useQuery(teamListQuery(useTeamUseCases()));
}

function useTeamMutation<Request>(run: (request: Request) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, Request>({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

/** Invitar: one invitation id per form sent, drawn here so a retry inside the call keeps it. */
export function useInvite() {
  const { newInvitation, sendInvitation } = useTeamUseCases();
  return useTeamMutation(({ email, role }: { email: string; role: StaffRole }) =>
    sendInvitation.execute(email, role, newInvitation.execute()),
  );
}

export type MemberChange =
  | { kind: 'role'; uid: string; role: StaffRole }
  | { kind: 'remove'; uid: string }
  | { kind: 'restore'; uid: string };

/** Cambiar rol, Quitar acceso, Devolver acceso. */
export function useChangeMember() {
  const { manageMember } = useTeamUseCases();
  return useTeamMutation((change: MemberChange) => {
    switch (change.kind) {
      case 'role':
        return manageMember.changeRole(change.uid, change.role);
      case 'remove':
        return manageMember.remove(change.uid);
      case 'restore':
        return manageMember.restore(change.uid);
    }
  });
}
