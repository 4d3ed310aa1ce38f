import type { Application } from '../../applications/domain/stored-application';
import type { SubmitApplicationUseCase } from '../../submission/ui/submit-application-context';
import type { AppConfig } from '../shared/app-config';
import type { FormUseRecorder } from '../../form-use/ui/form-use-beacons';

export interface PublicComposition {
  submitApplication: SubmitApplicationUseCase;
  /** Where the form's use (begun, sent) is counted: the server's beacon, or demo mode's memory. */
  countFormUse: FormUseRecorder;
  /** What demo mode's store holds, for the browser console's helper (demo-console.ts). */
  savedApplications?: () => Application[];
}

/**
 * Picks the public page's composition, each a chunk of its own loaded when the applicant reaches
 * the form: in demo mode the use case runs in the browser (container.ts); with a server the form
 * goes to the intake (remote-intake.ts), and the page carries no storage SDK. The choice is the
 * build's (VITE_STORAGE, which vite.config.ts checked into `config`): the bundler drops the other
 * branch, so the first page load names one chunk, not both.
 */
export function loadPublicComposition(config: AppConfig): Promise<PublicComposition> {
  if (import.meta.env.VITE_STORAGE === 'firestore') {
    if (config.storage !== 'firestore') throw new Error('VITE_STORAGE=firestore without Firebase');
    const { firebase } = config;
    return import('./remote-intake').then((module) => module.composeRemoteIntake(firebase));
  }
  return import('./container').then((module) => module.composePublicPage(config));
}
