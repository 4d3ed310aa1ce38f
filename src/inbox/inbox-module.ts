import { moduleBindings } from '../shared/wiring/container-module';
import { kernelPorts } from '../shared/wiring/kernel-ports';
import type { AdaptersFor } from '../shared/wiring/token';
import { declareUseCase, type UseCasesOf } from '../shared/wiring/use-case';
import { AddNote } from './application/add-note';
import { ChangeApplicationStage } from './application/change-application-stage';
import { ExportApplications } from './application/export-applications';
import { LoadNextPage } from './application/load-next-page';
import { MarkApplicationOpened } from './application/mark-opened';
import { ReadArrivalRecord } from './application/read-arrival-record';
import { RemoveSpam } from './application/remove-spam';
import { RecordRequirement } from './application/record-requirement';
import { SearchApplications } from './application/search-applications';
import { WatchApplication, WatchApplicationHistory } from './application/watch-application';
import { WatchInboxPage } from './application/watch-inbox-page';
import { WatchNewCount } from './application/watch-new-count';
import { inboxPorts } from './inbox-ports';

const { applicationInbox: inbox, csvWriter, arrivalRecords, spamRemoval } = inboxPorts;

/**
 * Everything staff do with the list: read it live, page, search, open (with what the server
 * recorded as it arrived, and the first opening stamped), move, note, export; and, for admins,
 * remove spam.
 */
export const inboxUseCases = {
  watchInboxPage: declareUseCase('WatchInboxPage', [inbox, kernelPorts.clock], WatchInboxPage),
  loadNextPage: declareUseCase('LoadNextPage', [inbox, kernelPorts.clock], LoadNextPage),
  watchNewCount: declareUseCase('WatchNewCount', [inbox], WatchNewCount),
  searchApplications: declareUseCase(
    'SearchApplications',
    [inbox, kernelPorts.clock],
    SearchApplications,
  ),
  watchApplication: declareUseCase('WatchApplication', [inbox], WatchApplication),
  watchHistory: declareUseCase('WatchApplicationHistory', [inbox], WatchApplicationHistory),
  markOpened: declareUseCase('MarkApplicationOpened', [inbox], MarkApplicationOpened),
  readArrival: declareUseCase('ReadArrivalRecord', [arrivalRecords], ReadArrivalRecord),
  changeStage: declareUseCase(
    'ChangeApplicationStage',
    [inbox, kernelPorts.clock],
    ChangeApplicationStage,
  ),
  recordRequirement: declareUseCase('RecordRequirement', [inbox], RecordRequirement),
  addNote: declareUseCase('AddNote', [inbox], AddNote),
  removeSpam: declareUseCase('RemoveSpam', [spamRemoval], RemoveSpam),
  exportApplications: declareUseCase(
    'ExportApplications',
    [inbox, csvWriter, kernelPorts.clock],
    ExportApplications,
  ),
};

export type InboxUseCases = UseCasesOf<typeof inboxUseCases>;

export const inboxModule = (adapters: AdaptersFor<typeof inboxPorts>) =>
  moduleBindings(inboxPorts, adapters, inboxUseCases);
