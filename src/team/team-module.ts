import { moduleBindings } from '../shared/wiring/container-module';
import { kernelPorts } from '../shared/wiring/kernel-ports';
import { token } from '../shared/wiring/token';
import type { AdaptersFor } from '../shared/wiring/token';
import { declareUseCase, type UseCasesOf } from '../shared/wiring/use-case';
import type { Outbox } from '../notifications/domain/outbox';
import { ChangeTeamAccess } from './application/change-team-access';
import { ChooseOwnNotices } from './application/choose-own-notices';
import { CreateFirstAdmin } from './application/create-first-admin';
import { InviteMember, type InvitationSettings } from './application/invite-member';
import { ListTeam } from './application/list-team';
import {
  ManageMember,
  NewInvitation,
  ReadTeam,
  SendInvitation,
} from './application/team-page-use-cases';
import type { TeamAccounts, TeamAuditTrail } from './domain/team-accounts';
import type { TeamService } from './domain/team-service';

/**
 * Equipo on the server (the team callable, first-admin, the demo's in-memory server): the
 * accounts and allowlist, the audit log, and the outbox for the invitation's e-mail.
 */
export const teamServerPorts = {
  teamAccounts: token<TeamAccounts>('TeamAccounts'),
  teamAuditTrail: token<TeamAuditTrail>('TeamAuditTrail'),
  outbox: token<Outbox>('TeamOutbox'),
  invitationSettings: token<InvitationSettings>('InvitationSettings'),
};

const { teamAccounts, teamAuditTrail, outbox, invitationSettings } = teamServerPorts;

export const teamServerUseCases = {
  listTeam: declareUseCase('ListTeam', [teamAccounts], ListTeam),
  inviteMember: declareUseCase(
    'InviteMember',
    [teamAccounts, teamAuditTrail, outbox, kernelPorts.clock, invitationSettings],
    InviteMember,
  ),
  changeTeamAccess: declareUseCase(
    'ChangeTeamAccess',
    [teamAccounts, teamAuditTrail],
    ChangeTeamAccess,
  ),
  chooseOwnNotices: declareUseCase('ChooseOwnNotices', [teamAccounts], ChooseOwnNotices),
  createFirstAdmin: declareUseCase(
    'CreateFirstAdmin',
    [teamAccounts, teamAuditTrail],
    CreateFirstAdmin,
  ),
};

export type TeamServerUseCases = UseCasesOf<typeof teamServerUseCases>;

export const teamServerModule = (adapters: AdaptersFor<typeof teamServerPorts>) =>
  moduleBindings(teamServerPorts, adapters, teamServerUseCases);

/** Equipo on the staff page: the server's team functions (or the demo's in-memory server). */
export const teamPorts = {
  teamService: token<TeamService>('TeamService'),
};

export const teamUseCases = {
  readTeam: declareUseCase('ReadTeam', [teamPorts.teamService], ReadTeam),
  newInvitation: declareUseCase('NewInvitation', [kernelPorts.randomSource], NewInvitation),
  sendInvitation: declareUseCase('SendInvitation', [teamPorts.teamService], SendInvitation),
  manageMember: declareUseCase('ManageMember', [teamPorts.teamService], ManageMember),
};

export type TeamUseCases = UseCasesOf<typeof teamUseCases>;

export const teamModule = (adapters: AdaptersFor<typeof teamPorts>) =>
  moduleBindings(teamPorts, adapters, teamUseCases);
