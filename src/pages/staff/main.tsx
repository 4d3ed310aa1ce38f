import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The stylesheets, in the order of their cascade: the public page's tokens and base rules, what
// the modules share, the page's frame, then each module's own (kept beside its UI). Vite joins
// them into the page's one stylesheet, which the policy allows as 'self'.
import '../../shared/ui/styles.css';
import '../../shared/ui/staff-kit.css';
import './staff-chrome.css';
import '../../access/ui/access.css';
import '../../inbox/ui/inbox.css';
import '../../talks/ui/talks.css';
import '../../privacy/ui/privacy.css';
import '../../reports/ui/reports.css';
import '../../team/ui/team.css';
import '../../health/ui/health.css';
import '../../passkeys/ui/passkeys.css';
import { renderFailureReporting } from '../../shared/ui/report-render-failure';
import { isDemoMode, readAppConfig } from '../shared/app-config';
import { demoAccountHints, demoInvitationDelivery } from './demo-staff-adapters';
import { StaffRoot } from './staff-root';
import { createStaffContainer, resolveStaffUseCases } from './container';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('personal/index.html must contain <div id="root">');

const config = readAppConfig(import.meta.env);
try {
  const useCases = resolveStaffUseCases(await createStaffContainer(config));
  // React's own error reports would log whole errors; these log them redacted.
  createRoot(rootElement, renderFailureReporting).render(
    <StrictMode>
      <StaffRoot
        useCases={useCases}
        demoAccounts={isDemoMode(config) ? demoAccountHints() : null}
        {...(isDemoMode(config) && { invitationDelivery: demoInvitationDelivery })}
      />
    </StrictMode>,
  );
} catch (error) {
  rootElement.textContent =
    'La bandeja de solicitudes no pudo iniciar. Revisa tu conexión y recarga la página; si sigue sin iniciar, los detalles están en la consola del navegador.';
  throw error;
}
