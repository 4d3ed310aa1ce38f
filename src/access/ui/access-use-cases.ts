import { createUseCasesContext } from '../../shared/ui/use-cases-context';
import type { AccessUseCases } from '../access-module';

export const accessUseCases = createUseCasesContext<AccessUseCases>('Access');

export const useAccessUseCases = accessUseCases.useUseCases;
