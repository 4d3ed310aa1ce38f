import type { ApplicationId } from '../../../applications/domain/application-id';

/** The id of the button that opens an application, so focus can return to it from the detail. */
export const openButtonId = (id: ApplicationId): string => `abrir-${id}`;
