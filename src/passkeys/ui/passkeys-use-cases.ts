import { createUseCasesContext } from '../../shared/ui/use-cases-context';
import type { PasskeysUseCases } from '../passkeys-module';

export const PasskeysUseCasesContext = createUseCasesContext<PasskeysUseCases>('Passkeys');

export const usePasskeysUseCases = PasskeysUseCasesContext.useUseCases;
