import { createUseCasesContext } from '../../shared/ui/use-cases-context';
import type { ReportsUseCases } from '../reports-module';

export const ReportsUseCasesContext = createUseCasesContext<ReportsUseCases>('Reports');

export const useReportsUseCases = ReportsUseCasesContext.useUseCases;
