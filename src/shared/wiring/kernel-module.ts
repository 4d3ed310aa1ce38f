import { ContainerModule } from 'inversify';
import { kernelPorts } from './kernel-ports';
import type { AdaptersFor } from './use-case';

/** Time and randomness, from the adapters the composition root picked. */
export const kernelModule = (adapters: Partial<AdaptersFor<typeof kernelPorts>>) =>
  new ContainerModule(({ bind }) => {
    if (adapters.clock) bind(kernelPorts.clock).toConstantValue(adapters.clock);
    if (adapters.randomSource)
      bind(kernelPorts.randomSource).toConstantValue(adapters.randomSource);
  });
