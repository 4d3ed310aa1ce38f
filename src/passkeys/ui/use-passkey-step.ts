import { useMutation } from '@tanstack/react-query';
import { usePasskeysUseCases } from './passkeys-use-cases';

/** What a member signed in with their password alone does next. */
export type PasskeyStep = 'enroll' | 'verify';

/**
 * The passkey after the password: the first key added (its name given), or one used; then the
 * session the server minted opened in place of the password's (`openSession`, the access
 * module's), which opens the inbox.
 */
export function usePasskeyStep(step: PasskeyStep, openSession: (token: string) => Promise<void>) {
  const { addPasskey, confirmWithPasskey } = usePasskeysUseCases();
  return useMutation<void, Error, string>({
    mutationFn: async (name) => {
      const { token } =
        step === 'enroll' ? await addPasskey.execute(name) : await confirmWithPasskey.execute();
      await openSession(token);
    },
  });
}
