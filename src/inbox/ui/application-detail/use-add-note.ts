import { useMutation } from '@tanstack/react-query';
import type { ApplicationId } from '../../../applications/domain/application-id';
import { useSignedInMember } from '../../../access/ui/signed-in-member-context';
import { useInboxUseCases } from '../inbox-use-cases';

export function useAddNote(id: ApplicationId) {
  const { addNote } = useInboxUseCases();
  const member = useSignedInMember();
  return useMutation<void, Error, string>({
    mutationFn: (text) => addNote.execute(id, text, member),
  });
}
