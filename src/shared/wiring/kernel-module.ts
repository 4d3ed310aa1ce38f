import { moduleBindings } from './container-module';
import { kernelPorts } from './kernel-ports';
import type { AdaptersFor } from './token';

/** Time and randomness, from the adapters the composition root picked: every page binds both. */
export const kernelModule = (adapters: AdaptersFor<typeof kernelPorts>) =>
  moduleBindings(kernelPorts, adapters, {});
