import type { SmtpSettings } from '../notifications/adapters/server/nodemailer-mail-sender';
import {
  defineBoolean,
  defineInt,
  defineSecret,
  defineString,
  select,
} from 'firebase-functions/params';
import { SMTP_AUTH_KINDS, smtpLoginOf } from './smtp-login';

/**
 * The server's settings, as Cloud Functions parameters: `firebase deploy` asks for each one it
 * has no value for and keeps the answers in the functions folder's .env.PROJECT file; secrets
 * live in Secret Manager (docs/deploying.md). Read with `.value()` only while a function runs.
 */
export const serverParams = {
  siteUrl: defineString('SITE_URL', {
    description: 'La dirección pública del sitio, p. ej. https://primerpaso.web.app',
  }),
  mailFrom: defineString('MAIL_FROM', {
    description: 'El remitente de los correos, p. ej. Cooperativa <asociados@primerpaso.coop>',
  }),
  smtpHost: defineString('SMTP_HOST', { description: 'El servidor de correo saliente (SMTP)' }),
  smtpPort: defineInt('SMTP_PORT', { default: 587 }),
  /** true for TLS from the first byte (port 465); otherwise STARTTLS (SMTP_REQUIRE_TLS). */
  smtpSecure: defineBoolean('SMTP_SECURE', { default: false }),
  /** Without SMTP_SECURE: a server that offers no STARTTLS is refused, not sent to in clear. */
  smtpRequireTls: defineBoolean('SMTP_REQUIRE_TLS', { default: true }),
  smtpUser: defineString('SMTP_USER', { default: '' }),
  /** How SMTP_USER logs in: 'password', or 'oauth2' (XOAUTH2; smtp-login.ts). */
  smtpAuth: defineString('SMTP_AUTH', {
    default: 'password',
    input: select([...SMTP_AUTH_KINDS]),
  }),
  smtpOauthClientId: defineString('SMTP_OAUTH_CLIENT_ID', { default: '' }),
  /** Where nodemailer trades the refresh token for an access token (Google's by default). */
  smtpOauthTokenUrl: defineString('SMTP_OAUTH_TOKEN_URL', {
    default: 'https://oauth2.googleapis.com/token',
  }),
  /** The password, or with SMTP_AUTH=oauth2 the client secret and refresh token (smtp-login.ts). */
  smtpPassword: defineSecret('SMTP_PASSWORD'),
  /** The HMAC key under which network and e-mail addresses are counted (at least 32 characters). */
  addressKeySecret: defineSecret('ADDRESS_KEY_SECRET'),
  perAddressPerHour: defineInt('INTAKE_PER_ADDRESS_PER_HOUR', { default: 10 }),
  wholeIntakePerHour: defineInt('INTAKE_PER_HOUR', { default: 60 }),
  /** Through one relay (the site's CDN, or a caller at the function's URL): client-address.ts */
  perRelayPerHour: defineInt('INTAKE_PER_RELAY_PER_HOUR', { default: 120 }),
  /** Which X-Forwarded-For entry, from the right, a trusted proxy wrote (client-address.ts). */
  forwardedHops: defineInt('INTAKE_FORWARDED_HOPS', { default: 2 }),
  /**
   * Intake instances kept warm, so the first applicant after a quiet spell waits no cold start;
   * each one is billed while idle (docs/deploying.md). 0: none, the function scales to zero.
   */
  intakeMinInstances: defineInt('INTAKE_MIN_INSTANCES', { default: 0 }),
  /** When true, the intake requires an App Check token and uses it up (docs/deploying.md). */
  // On unless turned off: a production site is built with App Check (app-config.ts).
  requireAppCheck: defineBoolean('INTAKE_REQUIRE_APP_CHECK', { default: true }),
};

const HOUR_MS = 60 * 60_000;

/** What a function that queues e-mail needs: the site's address, and the key to name mailboxes. */
export function readReportSettings() {
  const p = serverParams;
  return { siteUrl: p.siteUrl.value(), addressKeySecret: p.addressKeySecret.value() };
}

export type ReportSettings = ReturnType<typeof readReportSettings>;

/** What the intake function needs (it never touches the mail server's password). */
export function readIntakeSettings() {
  const p = serverParams;
  return {
    ...readReportSettings(),
    limits: {
      perAddress: { perWindow: p.perAddressPerHour.value(), windowMs: HOUR_MS },
      wholeIntake: { perWindow: p.wholeIntakePerHour.value(), windowMs: HOUR_MS },
      perRelay: { perWindow: p.perRelayPerHour.value(), windowMs: HOUR_MS },
    },
    forwardedHops: p.forwardedHops.value(),
    requireAppCheck: p.requireAppCheck.value(),
  };
}

/** What the functions that send the outbox need. */
export function readMailSettings(): SmtpSettings {
  const p = serverParams;
  return {
    host: p.smtpHost.value(),
    port: p.smtpPort.value(),
    secure: p.smtpSecure.value(),
    requireTls: p.smtpRequireTls.value(),
    login: smtpLoginOf({
      auth: p.smtpAuth.value(),
      user: p.smtpUser.value(),
      secret: p.smtpPassword.value(),
      clientId: p.smtpOauthClientId.value(),
      tokenUrl: p.smtpOauthTokenUrl.value(),
    }),
    from: p.mailFrom.value(),
    messageIdDomain: new URL(p.siteUrl.value()).hostname,
  };
}

export type IntakeSettings = ReturnType<typeof readIntakeSettings>;
