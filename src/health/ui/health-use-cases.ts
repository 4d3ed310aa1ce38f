import { createUseCasesContext } from '../../shared/ui/use-cases-context';
import type { HealthUseCases } from '../health-module';

export const HealthUseCasesContext = createUseCasesContext<HealthUseCases>('Health');

export const useHealthUseCases = HealthUseCasesContext.useUseCases;
