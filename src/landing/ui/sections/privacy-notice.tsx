import { privacyNotice } from '../../../shared/content/privacy-notice';
import { telHref } from '../../../shared/content/cooperative';

const { contact } = privacyNotice;

/** Linked from the terms checkbox and the footer. */
export function PrivacyNotice() {
  return (
    <section
      id="aviso-de-privacidad"
      className="section privacy"
      aria-labelledby="privacidad-titulo"
    >
      <div className="container container--narrow">
        <h2 id="privacidad-titulo" className="section__title">
          Aviso de privacidad
        </h2>
        {privacyNotice.reviewedByCooperative ? null : (
          <p className="privacy__draft">
            Texto de ejemplo: la cooperativa debe revisarlo con su asesoría legal y reemplazarlo
            antes de publicarlo.
          </p>
        )}
        <dl className="privacy__list">
          <dt>Responsable</dt>
          <dd>{privacyNotice.controller}</dd>
          <dt>Para qué usamos tus datos</dt>
          <dd>{privacyNotice.purpose}</dd>
          <dt>Cuánto tiempo los guardamos</dt>
          <dd>{privacyNotice.retention}</dd>
          <dt>Tus derechos</dt>
          <dd>{privacyNotice.rights}</dd>
          <dt>Contacto</dt>
          <dd>
            Escríbenos a <a href={`mailto:${contact.email}`}>{contact.email}</a>, llámanos al{' '}
            <a href={telHref(contact.phone)}>{contact.phone}</a> o visítanos en {contact.address}.
          </dd>
        </dl>
        <p className="privacy__back">
          <a href="#formulario">Volver al formulario</a>
        </p>
      </div>
    </section>
  );
}
