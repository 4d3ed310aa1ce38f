import type { FormUseEvent } from '../../form-use/domain/form-use';
import type { FormUseRecorder } from '../../form-use/ui/form-use-beacons';
import { LoadedOnFirstUse } from '../../shared/adapters/loaded-on-first-use';

/**
 * Stands in for the form's use recorder until the composition has loaded (the form's first focus
 * starts it, so the first input usually finds it there): the first page load carries none of it.
 */
export class DeferredCountFormUse
  extends LoadedOnFirstUse<FormUseRecorder & { prepare?(): void }>
  implements FormUseRecorder
{
  execute(event: FormUseEvent): Promise<void> {
    return this.call((recorder) => recorder.execute(event));
  }
}
