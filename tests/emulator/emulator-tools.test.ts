import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFirestoreEmulator } from './support/firestore-emulator';

describe('starting the Firestore emulator', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('says how to get the emulator when its jar is missing', async () => {
    vi.stubEnv('FIRESTORE_EMULATOR_JAR', '/nonexistent/cloud-firestore-emulator.jar');
    await expect(startFirestoreEmulator('firestore.rules')).rejects.toThrow(
      /not at \/nonexistent\/cloud-firestore-emulator\.jar.*google-cloud-cli-firestore-emulator.*FIRESTORE_EMULATOR_JAR/s,
    );
  });

  it('says how to get Java when it cannot run', async () => {
    vi.stubEnv('JAVA', '/nonexistent/java');
    await expect(startFirestoreEmulator('firestore.rules')).rejects.toThrow(
      /Java \(17 or newer\).*openjdk-17-jre-headless.*JAVA/s,
    );
  });
});
