import { moduleBindings } from '../shared/wiring/container-module';
import { kernelPorts } from '../shared/wiring/kernel-ports';
import { token } from '../shared/wiring/token';
import type { AdaptersFor } from '../shared/wiring/token';
import { declareUseCase, type UseCasesOf } from '../shared/wiring/use-case';
import { MeasureNumberSpace } from './application/measure-number-space';
import type { NumberSpaceAlarm, NumberSpaceGauge } from './domain/number-space-gauge';
import type { NumberSpaceCounter } from '../applications/domain/number-space-counter';

/**
 * The number space's daily measurement, for the server's schedule alone: storage counts (the
 * browser cannot: the rules cap its counts at a page), keeps the reading the admins' screen reads
 * (privacy-module.ts), and raises the alarm the server binds to the admins' e-mail.
 */
export const numberSpacePorts = {
  numberSpaceCounter: token<NumberSpaceCounter>('NumberSpaceCounter'),
  numberSpaceGauge: token<NumberSpaceGauge>('NumberSpaceGauge'),
  numberSpaceAlarm: token<NumberSpaceAlarm>('NumberSpaceAlarm'),
};

export const numberSpaceUseCases = {
  measureNumberSpace: declareUseCase(
    'MeasureNumberSpace',
    [
      numberSpacePorts.numberSpaceCounter,
      numberSpacePorts.numberSpaceGauge,
      numberSpacePorts.numberSpaceAlarm,
      kernelPorts.clock,
    ],
    MeasureNumberSpace,
  ),
};

export type NumberSpaceUseCases = UseCasesOf<typeof numberSpaceUseCases>;

export const numberSpaceModule = (adapters: AdaptersFor<typeof numberSpacePorts>) =>
  moduleBindings(numberSpacePorts, adapters, numberSpaceUseCases);
