import { createUseCasesContext } from '../../shared/ui/use-cases-context';
import type { AccessUseCases } from '../access-module';

export const AccessUseCasesContext = createUseCasesContext<AccessUseCases>('Access');

export const useAccessUseCases = AccessUseCasesContext.useUseCases;
