import { ContainerModule } from 'inversify';
import { kernelPorts } from './kernel-ports';
import type { AdaptersFor } from './token';

/** Time and randomness, from the adapters the composition root picked: every page binds both. */
export const kernelModule = (adapters: AdaptersFor<typeof kernelPorts>) =>
  new ContainerModule(({ bind }) => {
    bind(kernelPorts.clock).toConstantValue(adapters.clock);
    bind(kernelPorts.randomSource).toConstantValue(adapters.randomSource);
  });
