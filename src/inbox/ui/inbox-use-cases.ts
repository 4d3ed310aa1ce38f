import { createUseCasesContext } from '../../shared/ui/use-cases-context';
import type { InboxUseCases } from '../inbox-module';

export const inboxUseCases = createUseCasesContext<InboxUseCases>('Inbox');

export const useInboxUseCases = inboxUseCases.useUseCases;
