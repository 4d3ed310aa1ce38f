import 'reflect-metadata';
import { getApps, initializeApp } from 'firebase-admin/app';
import { CryptoRandomSource } from '../shared/adapters/crypto-random-source';
import { SystemClock } from '../shared/adapters/system-clock';
import { kernelModule } from '../shared/wiring/kernel-module';

/**
 * What every composition of the server starts from. The server is a composition root: the only
 * code that picks its adapters (the Admin SDK for storage, nodemailer for e-mail). Each function
 * builds the container it needs once per instance, on its first call (its NAME-composition.ts),
 * because settings can only be read while a function runs.
 */
export const adminApp = () => getApps()[0] ?? initializeApp();

export const serverKernel = () =>
  kernelModule({ randomSource: new CryptoRandomSource(), clock: new SystemClock() });
