import { inboxPorts } from '../inbox/inbox-ports';
import { moduleBindings } from '../shared/wiring/container-module';
import { kernelPorts } from '../shared/wiring/kernel-ports';
import { token, type AdaptersFor } from '../shared/wiring/token';
import { declareUseCase, type UseCasesOf } from '../shared/wiring/use-case';
import { ListTalks } from './application/list-talks';
import { CreateTalk, EditTalk } from './application/manage-talks';
import { ReadTalk } from './application/read-talk';
import { AssignSeat, FreeSeat, ReadApplicationSeat, RecordAttendance } from './application/seats';
import type { TalkCalendar } from './domain/talk-calendar';

export const talksPorts = {
  talkCalendar: token<TalkCalendar>('TalkCalendar'),
};

const { talkCalendar: calendar } = talksPorts;
const { clock } = kernelPorts;

/**
 * The information talks: admins schedule them, every member gives seats and records who came.
 * ReadTalk names who is coming through the inbox's search, so a container that loads this module
 * loads inboxModule too.
 */
export const talksUseCases = {
  listTalks: declareUseCase('ListTalks', [calendar, clock], ListTalks),
  readTalk: declareUseCase('ReadTalk', [calendar, inboxPorts.applicationInbox, clock], ReadTalk),
  createTalk: declareUseCase('CreateTalk', [calendar, clock], CreateTalk),
  editTalk: declareUseCase('EditTalk', [calendar, clock], EditTalk),
  readApplicationSeat: declareUseCase(
    'ReadApplicationSeat',
    [calendar, clock],
    ReadApplicationSeat,
  ),
  assignSeat: declareUseCase('AssignSeat', [calendar, clock], AssignSeat),
  freeSeat: declareUseCase('FreeSeat', [calendar, clock], FreeSeat),
  recordAttendance: declareUseCase('RecordAttendance', [calendar, clock], RecordAttendance),
};

export type TalksUseCases = UseCasesOf<typeof talksUseCases>;

export const talksModule = (adapters: AdaptersFor<typeof talksPorts>) =>
  moduleBindings(talksPorts, adapters, talksUseCases);
