import { createUseCasesContext } from '../../shared/ui/use-cases-context';
import type { PrivacyUseCases } from '../privacy-module';

export const privacyUseCases = createUseCasesContext<PrivacyUseCases>('Privacy');

export const usePrivacyUseCases = privacyUseCases.useUseCases;
