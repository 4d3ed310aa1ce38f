// With its extension: vite.config.ts reads this file with Node's own loader (the Licencias page).
import { unbreakableTimes } from '../domain/unbreakable-times.ts';

/**
 * Everything that identifies the cooperative. Another cooperative reuses the page by
 * editing this file alone (see docs/customizing.md). The values below are example data.
 */
export const cooperative = {
  name: 'Cooperativa de Ahorro y Crédito Primer Paso de R.L.',
  shortName: 'Cooperativa Primer Paso',
  address: {
    street: '2.ª Calle Oriente n.º 14, Barrio El Centro',
    town: 'Suchitoto, Cuscatlán, El Salvador',
  },
  office: {
    hours: unbreakableTimes(
      'Lunes a viernes de 8:00 a. m. a 4:00 p. m.; sábados de 8:00 a. m. a 12:00 m.',
    ),
    phone: '2335-1200',
    /** The office's WhatsApp (a mobile number): 'Escríbenos por WhatsApp' on the receipt. */
    whatsapp: '7123-4567',
    email: 'asociados@primerpaso.coop',
    /**
     * The office's clock: the receipt dates an application in it, whatever the applicant's device
     * says.
     */
    timeZone: 'America/El_Salvador',
  },
  links: {
    home: '/',
    form: '#formulario',
    aboutUs: '#sobre-nosotros',
    video: 'https://www.youtube.com/@CooperativaPrimerPaso',
    privacy: '#aviso-de-privacidad',
    licenses: '/licencias/',
  },
  membership: {
    minimumAge: 16,
    idCopyScalePercent: 150,
    feeUsd: 15,
  },
} as const;

/**
 * How long the form takes, said next to the banner's main action: eleven fields, most of them
 * short, typed on a phone (measured by hand at about four minutes).
 */
export const FORM_MINUTES = 5;

/** A Salvadoran number ('2335-1200') as a link a phone dials: the country code, no hyphen. */
export const telHref = (phone: string): string => `tel:+503${phone.replace('-', '')}`;

export const formatUsd = (amount: number): string => `$${amount.toFixed(2)}`;

export const fullAddress = `${cooperative.address.street}, ${cooperative.address.town}`;

/**
 * 'Escríbenos por WhatsApp': a wa.me link to the office's WhatsApp, with a message that names
 * only the application's number (the applicant writes the rest, or not).
 */
export const whatsappHref = (applicationId: string): string =>
  `https://wa.me/503${cooperative.office.whatsapp.replace('-', '')}?text=${encodeURIComponent(
    `Hola, tengo una consulta sobre mi solicitud ${applicationId}.`,
  )}`;

export const WHATSAPP_LINK_TEXT = 'Escríbenos por WhatsApp';
