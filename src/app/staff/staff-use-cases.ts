import type { Container } from 'inversify';
import type { StaffUseCases } from '../../ui/staff/staff-use-cases-context';
import { resolveStaff, STAFF_TOKENS as T } from './staff-tokens';

/** Every use case the staff UI may call, resolved once from the container. */
export function resolveStaffUseCases(container: Container): StaffUseCases {
  return {
    watchSession: resolveStaff(container, T.watchSession),
    signIn: resolveStaff(container, T.signIn),
    signOut: resolveStaff(container, T.signOut),
    sendPasswordReset: resolveStaff(container, T.sendPasswordReset),
    watchInboxPage: resolveStaff(container, T.watchInboxPage),
    loadNextPage: resolveStaff(container, T.loadNextPage),
    watchNewCount: resolveStaff(container, T.watchNewCount),
    searchApplications: resolveStaff(container, T.searchApplications),
    watchApplication: resolveStaff(container, T.watchApplication),
    watchHistory: resolveStaff(container, T.watchHistory),
    changeStage: resolveStaff(container, T.changeStage),
    addNote: resolveStaff(container, T.addNote),
    exportApplications: resolveStaff(container, T.exportApplications),
    findPersonApplications: resolveStaff(container, T.findPersonApplications),
    exportPersonalData: resolveStaff(container, T.exportPersonalData),
    rectifyApplication: resolveStaff(container, T.rectifyApplication),
    eraseApplication: resolveStaff(container, T.eraseApplication),
    purgeExpiredApplications: resolveStaff(container, T.purgeExpiredApplications),
  };
}
