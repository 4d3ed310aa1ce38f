import { createUseCasesContext } from '../../shared/ui/use-cases-context';
import type { InboxUseCases } from '../inbox-module';

export const InboxUseCasesContext = createUseCasesContext<InboxUseCases>('Inbox');

export const useInboxUseCases = InboxUseCasesContext.useUseCases;
