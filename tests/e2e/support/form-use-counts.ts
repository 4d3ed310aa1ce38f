import { formUseDayOf, type FormUseFigures } from '../../../src/form-use/domain/form-use';
import { FORM_USE_COLLECTION } from '../../../src/form-use/adapters/form-use-collections';
import { decodeDocument } from '../../emulator/support/emulator-admin';
import { E2E_PROJECT_ID, e2eEnv } from './e2e-env';

/**
 * Today's counts of the public form's use (FormUse/{day on the office's calendar}), read past the
 * rules as staff's console would: zeros before the first beacon of the day.
 */
export async function formUseToday(): Promise<FormUseFigures> {
  const day = formUseDayOf(new Date());
  const url = `http://${e2eEnv('emulatorHost')}/v1/projects/${E2E_PROJECT_ID}/databases/(default)/documents/${FORM_USE_COLLECTION}/${day}`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  if (response.status === 404) return { started: 0, sent: 0 };
  if (!response.ok) throw new Error(`emulator read ${day}: ${response.status}`);
  const { started, sent } = decodeDocument(
    (await response.json()) as Parameters<typeof decodeDocument>[0],
  );
  return { started: Number(started), sent: Number(sent) };
}
