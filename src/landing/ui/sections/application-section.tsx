import type { ReactNode } from 'react';

export function ApplicationSection({ form }: { form: ReactNode }) {
  return (
    <section id="formulario" className="section" aria-labelledby="formulario-titulo">
      <div className="container container--narrow">
        <div className="form-card">
          <h2 id="formulario-titulo" className="section__title">
            Formulario primer paso
          </h2>
          <p className="section__lead">
            Completa tus datos. Al enviarlos recibirás un número de solicitud (por ejemplo SOL4821)
            para presentar en nuestra oficina.
          </p>
          {form}
        </div>
      </div>
    </section>
  );
}
