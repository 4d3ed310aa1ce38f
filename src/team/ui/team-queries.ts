import { queryOptions } from '@tanstack/react-query';
import type { TeamUseCases } from '../team-module';

/** Equipo's queries, all under 'team': the staff's e-mails, read again after every change. */
export const teamKeys = {
  all: ['team'] as const,
  list: () => [...teamKeys.all, 'list'] as const,
};

export const teamListQuery = ({ readTeam }: TeamUseCases) =>
  queryOptions({ queryKey: teamKeys.list(), queryFn: () => readTeam.execute() });
