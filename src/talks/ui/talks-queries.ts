import { queryOptions } from '@tanstack/react-query';
import type { ApplicationId } from '../../applications/domain/application-id';
import type { TalkId } from '../domain/talk';
import type { TalksUseCases } from '../talks-module';

/**
 * The talks' queries, all under 'talks'. Talks are read once, not followed live (a list of 30 is
 * cheap to read again): every change made here reads them all again (counts and lists move
 * together), and the lists are read again when the section is shown.
 */
export const talksKeys = {
  all: ['talks'] as const,
  lists: () => [...talksKeys.all, 'lists'] as const,
  talk: (id: TalkId) => [...talksKeys.all, 'talk', id] as const,
  seat: (applicationId: ApplicationId) => [...talksKeys.all, 'seat', applicationId] as const,
};

export const talkListsQuery = ({ listTalks }: TalksUseCases) =>
  queryOptions({ queryKey: talksKeys.lists(), queryFn: () => listTalks.execute() });

export const talkRosterQuery = ({ readTalk }: TalksUseCases, id: TalkId) =>
  queryOptions({ queryKey: talksKeys.talk(id), queryFn: () => readTalk.execute(id) });

export const applicationSeatQuery = (
  { readApplicationSeat }: TalksUseCases,
  applicationId: ApplicationId,
) =>
  queryOptions({
    queryKey: talksKeys.seat(applicationId),
    queryFn: () => readApplicationSeat.execute(applicationId),
  });
