import { cooperative, fullAddress } from '../content/cooperative';

/** Short notice linked from the terms checkbox and the footer. */
export function PrivacyNotice() {
  return (
    <section id="aviso-de-privacidad" className="section privacy" aria-labelledby="privacidad-titulo">
      <div className="container container--narrow">
        <h2 id="privacidad-titulo" className="section__title">Aviso de privacidad</h2>
        <p>
          {cooperative.name}, con oficina en {fullAddress}, es responsable de los datos que escribes en este
          formulario. Los usamos solo para tramitar tu solicitud de ingreso y contactarte sobre ella; no los
          vendemos ni los compartimos con terceros para otros fines. Puedes pedir ver, corregir o borrar tus
          datos escribiendo a <a href={`mailto:${cooperative.office.email}`}>{cooperative.office.email}</a> o
          en nuestra oficina.
        </p>
      </div>
    </section>
  );
}
