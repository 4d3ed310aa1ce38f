import { forwardRef, useRef } from 'react';
import type { SubmittedApplication } from '../application/submitted-application';
import {
  cooperative,
  formatUsd,
  WHATSAPP_LINK_TEXT,
  whatsappHref,
} from '../../shared/content/cooperative';
import { formatOfficeMoment } from '../../shared/domain/office-date-time';
import { OfficeDetails } from './office-details';
import { SUBMIT_SUCCESS_ALERT } from '../domain/submission-messages';
import { useCopyApplicationNumber } from './use-copy-application-number';
import { LOST_LINK_PAGE_PATH as LOST_LINK_PATH } from '../domain/intake-answer';
import './submission-receipt.css';

const { membership } = cooperative;

/** The status page's whole address, on the page's own origin. */
const statusUrlOf = (statusPath: string) => new URL(statusPath, window.location.origin).href;

/** Whether the cooperative's server stored it: only then are there status pages at all. */
const viaServer = (submitted: SubmittedApplication) =>
  submitted.viaServer === true || submitted.statusPath !== undefined;

/**
 * The application's private status page (¿En qué va mi solicitud?), the same link the receipt
 * e-mail carries: in the slip its whole address is text, so the printed receipt shows it (the slip
 * holds no link or button: a second tap where the submit button was lands on nothing). Demo mode
 * has no server, so no such page: the receipt says so rather than show a dead link.
 */
function StatusNote({ submitted }: { submitted: SubmittedApplication }) {
  const { statusPath } = submitted;
  // The server stored it but could not issue the link in time: the e-mail, or Perdí el enlace.
  if (!statusPath && viaServer(submitted))
    return (
      <p>
        Para ver en qué va tu solicitud, usa el enlace privado que te enviamos por correo. Si no te
        llega, pide uno nuevo en {statusUrlOf(LOST_LINK_PATH)} (Perdí el enlace).
      </p>
    );
  if (!statusPath)
    return (
      <p>
        Con el servidor de la cooperativa, aquí verías un enlace privado para seguir tu solicitud
        (¿En qué va mi solicitud?). En esta demostración no hay servidor, así que no hay enlace.
      </p>
    );
  return (
    <p>
      Para ver en qué va tu solicitud, guarda este enlace privado (también te lo enviamos por
      correo; no lo compartas):{' '}
      <span className="receipt__status-link">{statusUrlOf(statusPath)}</span>
    </p>
  );
}

/**
 * Demo mode only, after the receipt's buttons (the keyboard reaches them first) and never
 * printed: where the demo's inbox shows this application (another tab, while this page stays
 * open, since nothing is stored), or that this browser cannot hand it over.
 */
function DemoInboxNote({ submitted }: { submitted: SubmittedApplication }) {
  const { demoInbox } = submitted;
  if (!demoInbox) return null;
  if (!demoInbox.shared)
    return (
      <p className="receipt__demo">
        Demostración: este navegador no deja que esta página pase {submitted.id} a la bandeja del
        personal, así que allí no aparecerá.
      </p>
    );
  return (
    <p className="receipt__demo">
      Demostración: para ver {submitted.id} como la ve el personal,{' '}
      <a href={demoInbox.path} target="_blank" rel="noopener">
        ábrela en la bandeja del personal, en otra pestaña
      </a>{' '}
      (entra con una de las cuentas de demostración que allí se muestran). Deja esta pestaña
      abierta: la bandeja la recibe de ella mientras siga abierta.
    </p>
  );
}

export interface SubmissionReceiptProps {
  submitted: SubmittedApplication;
  /** As typed in the form just sent: the receipt says whose it is, on screen and on paper. */
  applicantName: string;
  onStartAnother: () => void;
}

/**
 * Takes the form's place after a save, so no later click or Enter can send the emptied form over
 * it. The slip is focused so it is read out; only the slip is printed (submission-receipt.css).
 */
export const SubmissionReceipt = forwardRef<HTMLDivElement, SubmissionReceiptProps>(
  function SubmissionReceipt({ submitted, applicantName, onStartAnother }, ref) {
    const numberRef = useRef<HTMLElement>(null);
    const { copy, feedback } = useCopyApplicationNumber(submitted.id, numberRef);

    return (
      <div className="receipt">
        {/* On paper only (the screen has the page's own header), before the slip it heads. */}
        <div className="receipt__letterhead">
          <p className="receipt__logo">
            <span className="receipt__logo-mark" aria-hidden="true">
              PP
            </span>
            {cooperative.name}
          </p>
          <p className="receipt__title">Comprobante de solicitud</p>
        </div>
        <div ref={ref} tabIndex={-1} role="status" className="notice notice--success receipt__slip">
          <p className="notice__title">{SUBMIT_SUCCESS_ALERT}</p>
          <p>
            Solicitante: <strong>{applicantName}</strong>
          </p>
          <p>
            Tu número de solicitud es{' '}
            <strong ref={numberRef} className="receipt__number">
              {submitted.id}
            </strong>
          </p>
          <p>
            Fecha de la solicitud:{' '}
            <time dateTime={submitted.submittedAt.toISOString()}>
              {formatOfficeMoment(submitted.submittedAt)}
            </time>
          </p>
          <p>Anota el número o imprime este comprobante, y preséntate en nuestra oficina con:</p>
          <ul>
            <li>
              tu DUI y tu NIT originales, y una fotocopia de cada uno ampliada al{' '}
              {membership.idCopyScalePercent} %;
            </li>
            <li>un recibo de agua reciente como comprobante de domicilio;</li>
            <li>
              {formatUsd(membership.feeUsd)} para el pago único de inscripción, membresía y
              aportación inicial.
            </li>
          </ul>
          <StatusNote submitted={submitted} />
          <OfficeDetails />
        </div>
        <div className="receipt__actions">
          <button type="button" className="button button--secondary" onClick={copy}>
            Copiar número
          </button>
          <button type="button" className="button button--secondary" onClick={() => window.print()}>
            Imprimir comprobante
          </button>
        </div>
        <p className="receipt__feedback" aria-live="polite">
          {feedback}
        </p>
        <button
          type="button"
          className="button button--quiet receipt__another"
          onClick={onStartAnother}
        >
          Llenar otra solicitud
        </button>
        <DemoInboxNote submitted={submitted} />
        {/* After the receipt's buttons, in the order a keyboard reaches them; not printed. */}
        <p className="receipt__links">
          {submitted.statusPath ? (
            <a href={statusUrlOf(submitted.statusPath)}>¿En qué va mi solicitud?</a>
          ) : null}
          {viaServer(submitted) ? <a href={statusUrlOf(LOST_LINK_PATH)}>Perdí el enlace</a> : null}
          <a href={whatsappHref(submitted.id)}>{WHATSAPP_LINK_TEXT}</a>
        </p>
      </div>
    );
  },
);
