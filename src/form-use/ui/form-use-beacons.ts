import { useMemo, useRef } from 'react';
import { createRequiredContext } from '../../shared/ui/required-context';
import type { FormUseEvent } from '../domain/form-use';
import type { FormUseUseCases } from '../form-use-module';

/**
 * Where the form's use is told: the page's beacon to the server, or, in demo mode, the count in
 * the tab's memory (the same use case the server runs).
 */
export type FormUseRecorder = Pick<FormUseUseCases['countFormUse'], 'execute'>;

/** Filled by the public page's root with what its composition picked. */
export const { Context: FormUseContext, useValue: useFormUseRecorder } =
  createRequiredContext<FormUseRecorder>(
    'FormUseContext is missing: render the page inside AppRoot.',
  );

/** A count is a courtesy to the board: whatever becomes of it, the form goes on as it was. */
function tell(recorder: FormUseRecorder, event: FormUseEvent) {
  try {
    recorder.execute(event).catch(() => undefined);
  } catch {
    // Nothing: see above.
  }
}

/**
 * What the form tells of its use: `started` on its first input, once for each form filled (again
 * only after one was sent: "Llenar otra solicitud" begins a new one), and `sent` on each stored
 * answer's receipt. A failed send tells nothing; neither carries anything the applicant typed.
 */
export function useFormUseBeacons() {
  const recorder = useFormUseRecorder();
  const begun = useRef(false);
  // One object for the page's life: effects may depend on it without running again.
  return useMemo(
    () => ({
      started: () => {
        if (begun.current) return;
        begun.current = true;
        tell(recorder, 'empezado');
      },
      sent: () => {
        begun.current = false;
        tell(recorder, 'enviado');
      },
    }),
    [recorder],
  );
}
