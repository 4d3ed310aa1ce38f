import { createUseCasesContext } from '../../shared/ui/use-cases-context';
import type { TeamUseCases } from '../team-module';

export const TeamUseCasesContext = createUseCasesContext<TeamUseCases>('Team');

export const useTeamUseCases = TeamUseCasesContext.useUseCases;
