import { useMutation } from '@tanstack/react-query';
import type { ApplicationId } from '../../../domain/application-id';
import { useSignedInMember } from '../session/signed-in-member-context';
import { useStaffUseCases } from '../staff-use-cases-context';

export function useAddNote(id: ApplicationId) {
  const { addNote } = useStaffUseCases();
  const member = useSignedInMember();
  return useMutation<void, Error, string>({ mutationFn: (text) => addNote.execute(id, text, member) });
}
