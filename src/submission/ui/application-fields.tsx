import { MaskedField } from './masked-field';
import { TermsField } from './terms-field';
import { TextField } from './text-field';

/** The spec's fields, in its order. `name` attributes are the spec's field names. */
export function ApplicationFields() {
  return (
    <>
      <div className="form-grid">
        <TextField name="first_name" label="Nombres" required autoComplete="given-name" />
        <TextField name="last_name" label="Apellidos" required autoComplete="family-name" />
      </div>
      <TextField
        name="company"
        label="Razón Social"
        required
        autoComplete="organization"
        hint="Tu nombre completo o el de tu negocio, como aparecerá en tu cuenta."
      />
      <div className="form-grid">
        <MaskedField
          name="phone"
          label="Teléfono"
          required
          type="tel"
          autoComplete="tel-national"
          hint="8 dígitos, por ejemplo 7123-4567."
        />
        <MaskedField
          name="dui"
          label="DUI"
          required
          autoComplete="off"
          hint="Formato 00000000-0."
        />
      </div>
      <MaskedField
        name="nit"
        label="NIT"
        autoComplete="off"
        hint="Formato 0000-000000-000-0. Déjalo vacío si no lo tienes a mano."
      />
      <TextField
        name="email"
        label="Correo electrónico"
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        hint="Por ejemplo nombre@correo.com."
      />
      <TextField
        name="address"
        label="Dirección"
        required
        autoComplete="street-address"
        hint="Colonia o barrio, calle, número de casa y municipio."
      />
      <TextField name="message" label="Comentarios" autoComplete="off" multiline />
      <TermsField />
    </>
  );
}
