import { createUseCasesContext } from '../../shared/ui/use-cases-context';
import type { TalksUseCases } from '../talks-module';

export const TalksUseCasesContext = createUseCasesContext<TalksUseCases>('Talks');

export const useTalksUseCases = TalksUseCasesContext.useUseCases;
