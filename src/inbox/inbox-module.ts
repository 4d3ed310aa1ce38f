import { moduleBindings } from '../shared/wiring/container-module';
import { kernelPorts } from '../shared/wiring/kernel-ports';
import type { AdaptersFor } from '../shared/wiring/token';
import { declareUseCase, type UseCasesOf } from '../shared/wiring/use-case';
import { AddNote } from './application/add-note';
import { ChangeApplicationStage } from './application/change-application-stage';
import { ExportApplications } from './application/export-applications';
import { LoadNextPage } from './application/load-next-page';
import { SearchApplications } from './application/search-applications';
import { WatchApplication, WatchApplicationHistory } from './application/watch-application';
import { WatchInboxPage } from './application/watch-inbox-page';
import { WatchNewCount } from './application/watch-new-count';
import { inboxPorts } from './inbox-ports';

const { applicationInbox, csvWriter } = inboxPorts;

/** Everything staff do with the list: read it live, page, search, open, move, note, export. */
export const inboxUseCases = {
  watchInboxPage: declareUseCase(
    'WatchInboxPage',
    [applicationInbox],
    (inbox) => new WatchInboxPage(inbox),
  ),
  loadNextPage: declareUseCase(
    'LoadNextPage',
    [applicationInbox],
    (inbox) => new LoadNextPage(inbox),
  ),
  watchNewCount: declareUseCase(
    'WatchNewCount',
    [applicationInbox],
    (inbox) => new WatchNewCount(inbox),
  ),
  searchApplications: declareUseCase(
    'SearchApplications',
    [applicationInbox],
    (inbox) => new SearchApplications(inbox),
  ),
  watchApplication: declareUseCase(
    'WatchApplication',
    [applicationInbox],
    (inbox) => new WatchApplication(inbox),
  ),
  watchHistory: declareUseCase(
    'WatchApplicationHistory',
    [applicationInbox],
    (inbox) => new WatchApplicationHistory(inbox),
  ),
  changeStage: declareUseCase(
    'ChangeApplicationStage',
    [applicationInbox],
    (inbox) => new ChangeApplicationStage(inbox),
  ),
  addNote: declareUseCase('AddNote', [applicationInbox], (inbox) => new AddNote(inbox)),
  exportApplications: declareUseCase(
    'ExportApplications',
    [applicationInbox, csvWriter, kernelPorts.clock],
    (inbox, csv, clock) => new ExportApplications(inbox, csv, clock),
  ),
};

export type InboxUseCases = UseCasesOf<typeof inboxUseCases>;

export const inboxModule = (adapters: AdaptersFor<typeof inboxPorts>) =>
  moduleBindings(inboxPorts, adapters, inboxUseCases);
