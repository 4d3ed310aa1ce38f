import { cooperative, FORM_MINUTES } from '../../../shared/content/cooperative';
import { FORM_LINK_ID } from '../form-link';

export function HeroBanner() {
  return (
    <section className="hero" aria-labelledby="hero-titulo">
      <div className="container hero__inner">
        <p className="hero__eyebrow">{cooperative.name}</p>
        <h1 id="hero-titulo" className="hero__title">
          Llena tu solicitud de ingreso y da el primer paso hacia un mejor futuro financiero.
        </h1>
        <p className="hero__lead">
          Hacerte asociado es el primer paso para solicitar un crédito. Completa el formulario en
          línea y te esperamos en la oficina para terminar tu afiliación.
        </p>
        {/* The one main action, first on a phone's first screen: the form is 2–3 screens down.
            With the page's script it also puts focus in the form's first field (form-link.ts). */}
        <p className="hero__action">
          <a id={FORM_LINK_ID} className="button button--accent" href={cooperative.links.form}>
            Llenar el formulario
          </a>
          <span className="hero__action-note">Toma unos {FORM_MINUTES} minutos.</span>
        </p>
        <div className="hero__links">
          <a className="button button--ghost" href={cooperative.links.aboutUs}>
            Sobre Nosotros
          </a>
          <a
            className="button button--ghost"
            href={cooperative.links.video}
            rel="noopener noreferrer"
            target="_blank"
          >
            Ver video<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
