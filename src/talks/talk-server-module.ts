import { moduleBindings } from '../shared/wiring/container-module';
import { kernelPorts } from '../shared/wiring/kernel-ports';
import { token, type AdaptersFor } from '../shared/wiring/token';
import { declareUseCase, type UseCasesOf } from '../shared/wiring/use-case';
import { SettleSeats } from './application/settle-seats';
import type { SeatRegistry } from './domain/seat-registry';

/** The talks' part that runs on the server (src/server): the seats past the rules. */
export const talkServerPorts = {
  seatRegistry: token<SeatRegistry>('SeatRegistry'),
};

const { seatRegistry } = talkServerPorts;
const { clock } = kernelPorts;

export const talkServerUseCases = {
  settleSeats: declareUseCase('SettleSeats', [seatRegistry, clock], SettleSeats),
};

export type TalkServerUseCases = UseCasesOf<typeof talkServerUseCases>;

export const talkServerModule = (adapters: AdaptersFor<typeof talkServerPorts>) =>
  moduleBindings(talkServerPorts, adapters, talkServerUseCases);
