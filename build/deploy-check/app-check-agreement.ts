import { noFindings, type Findings } from './findings.ts';

/**
 * The site and the server must agree on App Check: a server that requires a token behind a site
 * built without App Check refuses every submit, and every call of the staff page's `team`
 * function (Equipo, a member's notices), which sends the token of the same key; the other way
 * round, the intake tells no script from the site's own page. `siteKey` is the built site's
 * VITE_APPCHECK_SITE_KEY; `required` the server's INTAKE_REQUIRE_APP_CHECK as written in its
 * settings, where no value means the setting's default: required.
 */
export function checkAppCheckAgreement(
  siteKey: string | undefined,
  required: string | undefined,
): Findings {
  const findings = noFindings();
  if (required !== 'false' && !siteKey)
    findings.problems.push(
      'The server requires App Check (INTAKE_REQUIRE_APP_CHECK is true, or not written: its default) but the site was built without it (VITE_APPCHECK=off): every submit, and every change in Equipo, would be refused. Build with VITE_APPCHECK_SITE_KEY (docs/deploying.md, step 6), or set INTAKE_REQUIRE_APP_CHECK=false.',
    );
  if (required === 'false')
    findings.warnings.push(
      "App Check is off on the server (INTAKE_REQUIRE_APP_CHECK=false): the intake cannot tell a script from the site's own page, and only its limits bound a flood (docs/deploying.md, App Check, on by default).",
    );
  return findings;
}
