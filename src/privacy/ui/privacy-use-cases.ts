import { createUseCasesContext } from '../../shared/ui/use-cases-context';
import type { PrivacyUseCases } from '../privacy-module';

export const PrivacyUseCasesContext = createUseCasesContext<PrivacyUseCases>('Privacy');

export const usePrivacyUseCases = PrivacyUseCasesContext.useUseCases;
