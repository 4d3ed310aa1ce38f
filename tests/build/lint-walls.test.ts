import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The walls eslint.config.js promises, tried with the imports they exist to refuse: a later
 * config that silently replaced an earlier one (flat config does that) would let these through.
 * The probes are not on disk, so tsconfig.json does not include them: the type-aware rules (src
 * only) type them in TypeScript's default project, with tsconfig.json's options.
 */
const eslint = new ESLint({
  overrideConfig: {
    files: ['src/**/probe.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['src/*/probe.ts', 'src/*/*/probe.{ts,tsx}', 'src/*/*/*/probe.ts'],
          defaultProject: 'tsconfig.json',
          // One default-project file per probe path (8 by default would refuse the later ones).
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 64,
        },
      },
    },
  },
});

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [probe];\n`, { filePath });
  return (result?.messages ?? []).map(({ ruleId, message }) => ruleId ?? `parse error: ${message}`);
}

const RESTRICTED_IMPORT = 'no-restricted-imports';
const RESTRICTED_PATH = 'import-x/no-restricted-paths';
const FLOATING_PROMISE = '@typescript-eslint/no-floating-promises';
const RESTRICTED_SYNTAX = 'no-restricted-syntax';

describe('the lint walls', () => {
  it.each([
    [
      'a persistent cache in a staff adapter',
      'src/inbox/adapters/firestore/probe.ts',
      "import { persistentLocalCache as probe } from 'firebase/firestore';",
      RESTRICTED_IMPORT,
    ],
    [
      'Auth with browser storage in a staff adapter',
      'src/access/adapters/firebase/probe.ts',
      "import { getAuth as probe } from 'firebase/auth';",
      RESTRICTED_IMPORT,
    ],
    [
      "the full Firestore SDK in the public page's adapters",
      'src/submission/adapters/firestore/probe.ts',
      "import { getFirestore as probe } from 'firebase/firestore';",
      RESTRICTED_IMPORT,
    ],
    [
      'the full Firestore SDK in the public page',
      'src/pages/public/probe.ts',
      "import { getFirestore as probe } from 'firebase/firestore';",
      RESTRICTED_IMPORT,
    ],
    [
      "the server's SDK in a page",
      'src/pages/staff/probe.ts',
      "import { getFirestore as probe } from 'firebase-admin/firestore';",
      RESTRICTED_IMPORT,
    ],
    [
      "the server's WebAuthn verification in the demo's passkeys",
      'src/pages/staff/demo/probe.ts',
      "import { verifyRegistrationResponse as probe } from '@simplewebauthn/server';",
      RESTRICTED_IMPORT,
    ],
    [
      'SMTP in an in-memory adapter',
      'src/passkeys/adapters/memory/probe.ts',
      "import { createTransport as probe } from 'nodemailer';",
      RESTRICTED_IMPORT,
    ],
    [
      'React in the domain',
      'src/inbox/domain/probe.ts',
      "import { useState as probe } from 'react';",
      RESTRICTED_IMPORT,
    ],
    [
      'the container in a UI component',
      'src/inbox/ui/probe.ts',
      "import { Container as probe } from 'inversify';",
      RESTRICTED_IMPORT,
    ],
    [
      'the staff page in the public page',
      'src/pages/public/probe.ts',
      "import { inboxModule as probe } from '../../inbox/inbox-module';",
      RESTRICTED_PATH,
    ],
    [
      'an adapter in the UI',
      'src/inbox/ui/probe.ts',
      "import { InMemorySpamRemoval as probe } from '../adapters/memory/in-memory-spam-removal';",
      RESTRICTED_PATH,
    ],
    [
      'a module it does not use',
      'src/inbox/domain/probe.ts',
      "import { ERASURE_REASON_LABELS as probe } from '../../privacy/domain/erasure';",
      RESTRICTED_PATH,
    ],
    [
      'what a module does not expose',
      'src/privacy/application/probe.ts',
      "import { SearchApplications as probe } from '../../inbox/application/search-applications';",
      RESTRICTED_PATH,
    ],
    [
      'a module Estado does not use',
      'src/health/domain/probe.ts',
      "import { ERASURE_REASON_LABELS as probe } from '../../privacy/domain/erasure';",
      RESTRICTED_PATH,
    ],
    [
      'what the inbox does not expose, in Estado',
      'src/health/application/probe.ts',
      "import { SearchApplications as probe } from '../../inbox/application/search-applications';",
      RESTRICTED_PATH,
    ],
    [
      'Estado in a module (none uses it)',
      'src/inbox/ui/probe.ts',
      "import { HealthBanner as probe } from '../../health/ui/health-banner';",
      RESTRICTED_PATH,
    ],
    [
      'Estado in the public page',
      'src/pages/public/probe.ts',
      "import { healthModule as probe } from '../../health/health-module';",
      RESTRICTED_PATH,
    ],
    [
      'passkeys in the public page (no passkey code in its first load)',
      'src/pages/public/probe.ts',
      "import { SimpleWebAuthnAuthenticator as probe } from '../../passkeys/adapters/browser/simplewebauthn-authenticator';",
      RESTRICTED_PATH,
    ],
    [
      'a module the passkeys do not use',
      'src/passkeys/application/probe.ts',
      "import { TEAM_COLLECTION as probe } from '../../team/adapters/team-collections';",
      RESTRICTED_PATH,
    ],
    [
      'a module Equipo does not use',
      'src/team/domain/probe.ts',
      "import { ERASURE_REASON_LABELS as probe } from '../../privacy/domain/erasure';",
      RESTRICTED_PATH,
    ],
    [
      "a module's collections in a module that does not use it",
      'src/team/adapters/server/probe.ts',
      "import { TALKS_COLLECTION as probe } from '../../../talks/adapters/talks-collections';",
      RESTRICTED_PATH,
    ],
    [
      'collections their module does not expose',
      'src/reports/adapters/server/probe.ts',
      "import { FORM_USE_COLLECTION as probe } from '../../../form-use/adapters/form-use-collections';",
      RESTRICTED_PATH,
    ],
    [
      "the stored application's in-memory store in a module that does not use it",
      'src/team/adapters/memory/probe.ts',
      "import { InMemoryApplicationStore as probe } from '../../../applications/adapters/memory/in-memory-application-store';",
      RESTRICTED_PATH,
    ],
    [
      "the stored application's surface in the kernel",
      'src/shared/adapters/staff-firebase/probe.ts',
      "import { liveApplicationOf as probe } from '../../../applications/adapters/firestore/application-document';",
      RESTRICTED_PATH,
    ],
    [
      "the inbox in the stored application's owner (the inbox uses it, never the other way)",
      'src/applications/domain/probe.ts',
      "import { LIST_FILTERS as probe } from '../../inbox/domain/list-filters';",
      RESTRICTED_PATH,
    ],
    [
      "the act of applying in the application's owner (submission uses it, never the other way)",
      'src/applications/domain/probe.ts',
      "import { validateApplicationForm as probe } from '../../submission/domain/rules/application-rules';",
      RESTRICTED_PATH,
    ],
    [
      "the intake in a module that uses only the application (the board's reports)",
      'src/reports/domain/probe.ts',
      "import { REVIEW_REASONS as probe } from '../../submission/domain/intake-review';",
      RESTRICTED_PATH,
    ],
    [
      "the inbox's ports in the stored application's adapters",
      'src/applications/adapters/firestore/probe.ts',
      "import { inboxPorts as probe } from '../../../inbox/inbox-ports';",
      RESTRICTED_PATH,
    ],
    [
      "the move's update behind the stored application's surface",
      'src/privacy/adapters/firestore/probe.ts',
      "import { workflowUpdateData as probe } from '../../../applications/adapters/firestore/workflow-update';",
      RESTRICTED_PATH,
    ],
    [
      "another module's query hook",
      'src/inbox/ui/probe.ts',
      "import { useAuditLog as probe } from '../../audit/ui/use-audit-log';",
      RESTRICTED_PATH,
    ],
    [
      "a query key written where it is used, not in the module's key factory",
      'src/inbox/ui/search/probe.ts',
      "const probe = { queryKey: ['inbox', 'search'] };",
      RESTRICTED_SYNTAX,
    ],
    [
      'a query key written where it is used, made constant',
      'src/inbox/ui/search/probe.ts',
      "const probe = { queryKey: ['inbox', 'search'] as const };",
      RESTRICTED_SYNTAX,
    ],
    [
      'a live query key written where it is used, made constant',
      'src/inbox/ui/list/probe.ts',
      "import { useLiveQuery } from '../../../shared/ui/use-live-query';\n" +
        "export const useProbe = () => useLiveQuery(['inbox', 'count'] as const, () => () => undefined);\n" +
        'const probe = useProbe;',
      RESTRICTED_SYNTAX,
    ],
    [
      'a live query key written where it is used',
      'src/inbox/ui/list/probe.ts',
      "import { useLiveQuery } from '../../../shared/ui/use-live-query';\n" +
        "export const useProbe = () => useLiveQuery(['inbox', 'count'], () => () => undefined);\n" +
        'const probe = useProbe;',
      RESTRICTED_SYNTAX,
    ],
    [
      "the applicant's status module in the public page (the receipt has its link's path only)",
      'src/pages/public/probe.ts',
      "import { statusPath as probe } from '../../applicant-status/domain/status-link';",
      RESTRICTED_PATH,
    ],
    [
      "the applicant's status module in another module (the server's container binds it)",
      'src/submission/application/probe.ts',
      "import { IssueStatusLink as probe } from '../../applicant-status/application/issue-status-link';",
      RESTRICTED_PATH,
    ],
    [
      "the server's composition in a module (the server composes modules, never the reverse)",
      'src/talks/adapters/server/probe.ts',
      "import { composeSeats as probe } from '../../../server/talks/seats-composition';",
      RESTRICTED_PATH,
    ],
    [
      "the container in a module's server adapter (the server's compositions pick adapters)",
      'src/talks/adapters/server/probe.ts',
      "import { Container as probe } from 'inversify';",
      RESTRICTED_IMPORT,
    ],
    [
      'a promise nobody awaits in a page',
      'src/inbox/ui/probe.tsx',
      'const probe = async () => undefined;\nprobe();',
      FLOATING_PROMISE,
    ],
    [
      'a promise nobody awaits on the server',
      'src/server/probe.ts',
      'const probe = async () => undefined;\nprobe();',
      FLOATING_PROMISE,
    ],
    [
      "the applications' collection name in another module's adapter",
      'src/inbox/adapters/firestore/probe.ts',
      "import { APPLICATIONS_COLLECTION as probe } from '../../../applications/adapters/applications-collections';",
      RESTRICTED_PATH,
    ],
    [
      "an application's raw path in another module's adapter",
      'src/privacy/adapters/firestore/probe.ts',
      "import { applicationIn as probe } from '../../../applications/adapters/firestore/application-paths';",
      RESTRICTED_PATH,
    ],
    [
      "the applications' collection name in the server's composition",
      'src/server/probe.ts',
      "import { APPLICATIONS_COLLECTION as probe } from '../applications/adapters/applications-collections';",
      RESTRICTED_PATH,
    ],
    [
      "an application's stored field read by name in another module's adapter",
      'src/talks/adapters/server/probe.ts',
      "const probe = (snapshot: { get(field: string): unknown }) => snapshot.get('first_name');",
      RESTRICTED_SYNTAX,
    ],
    [
      "an application's stored field written by name in the server",
      'src/server/probe.ts',
      'const probe = { erasedAt: null };',
      RESTRICTED_SYNTAX,
    ],
    [
      "an application's stored field taken by name in another module's in-memory adapter",
      'src/reports/adapters/memory/probe.ts',
      'const probe = ({ isAssociated }: { isAssociated: boolean }) => isAssociated;',
      RESTRICTED_SYNTAX,
    ],
  ])('refuses %s', { timeout: 60_000 }, async (_, filePath, code, rule) => {
    expect(await rulesBroken(filePath, code)).toContain(rule);
  });

  it(
    "lets a function's composition in src/server pick a module's adapters and the container",
    { timeout: 60_000 },
    async () => {
      const code =
        "import { Container } from 'inversify';\n" +
        "import { AdminSeatRegistry } from '../../talks/adapters/server/admin-seat-registry';\n" +
        "import { talkServerModule } from '../../talks/talk-server-module';\n" +
        'const probe = [Container, AdminSeatRegistry, talkServerModule];';
      expect(await rulesBroken('src/server/talks/probe.ts', code)).toEqual([]);
    },
  );

  it(
    "lets the applications' own adapters name its collection and stored fields",
    {
      timeout: 60_000,
    },
    async () => {
      const code =
        "import { APPLICATIONS_COLLECTION } from '../applications-collections';\n" +
        "const probe = [APPLICATIONS_COLLECTION, { erasedAt: null }, 'first_name'];";
      expect(await rulesBroken('src/applications/adapters/server/probe.ts', code)).toEqual([]);
    },
  );

  it('lets a module use what another exposes', { timeout: 60_000 }, async () => {
    const code = "import { ApplicationForm as probe } from '../../submission/ui/application-form';";
    expect(await rulesBroken('src/landing/ui/probe.tsx', code)).toEqual([]);
  });

  /** Every source file under a folder of src, as its path in src without the extension. */
  const filesUnder = (folder: string) =>
    readdirSync(`src/${folder}`, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => `${folder}/${name.replace(/\.tsx?$/, '')}`);

  /** How many of these imports, made from the probe's file, the module walls refuse. */
  /** A probe importing each of these files (paths in src), from three folders down. */
  const importing = (paths: readonly string[]) =>
    `${paths.map((path, i) => `import * as probe${i} from '../../../${path}';`).join('\n')}\n` +
    `const probe = [\n${paths.map((_, i) => `  probe${i},`).join('\n')}\n];`;

  async function wallsRefusing(filePath: string, paths: readonly string[]): Promise<number> {
    const broken = await rulesBroken(filePath, importing(paths));
    return broken.filter((rule) => rule === RESTRICTED_PATH).length;
  }

  it('refuses every adapter of the inbox to the other modules', { timeout: 60_000 }, async () => {
    const adapters = filesUnder('inbox/adapters');
    expect(adapters.length).toBeGreaterThan(0);
    expect(await wallsRefusing('src/privacy/adapters/firestore/probe.ts', adapters)).toBe(
      adapters.length,
    );
  });

  it(
    "refuses all of the stored application's owner but its surface",
    { timeout: 60_000 },
    async () => {
      const files = [
        'applications/adapters/firestore/application-document',
        'applications/adapters/firestore/history-writes',
        'applications/adapters/firestore/application-query-shapes',
        'applications/adapters/memory/in-memory-application-store',
        'applications/adapters/server/admin-application-creation',
        'applications/adapters/firestore/application-spam-removal',
        'applications/adapters/firestore/application-report-query-shapes',
        'applications/adapters/server/admin-association-dates',
        'applications/adapters/firestore/application-in-transaction',
        'applications/adapters/server/admin-seat-applications',
        'applications/adapters/firestore/stored-count-query-shape',
      ];
      const surface = [...files, ...filesUnder('applications/domain')];
      const behind = filesUnder('applications').filter((path) => !surface.includes(path));
      expect(behind.length).toBeGreaterThan(0);
      const probe = 'src/talks/adapters/firestore/probe.ts';
      expect(await wallsRefusing(probe, behind)).toBe(behind.length);
      // Nothing at all refused, so an import that does not resolve cannot pass for an allowed one.
      expect(await rulesBroken(probe, importing(surface))).toEqual([]);
    },
  );

  it("lets a module refresh another's queries through its keys", { timeout: 60_000 }, async () => {
    const code = "import { auditKeys as probe } from '../../audit/ui/audit-queries';";
    expect(await rulesBroken('src/inbox/ui/probe.ts', code)).toEqual([]);
  });

  it(
    "keeps the form's use to itself: the form uses its beacons' hook, and nothing of it reaches for another module",
    { timeout: 60_000 },
    async () => {
      const hook =
        "import { useFormUseBeacons as probe } from '../../form-use/ui/form-use-beacons';";
      expect(await rulesBroken('src/submission/ui/probe.ts', hook)).toEqual([]);
      const adapter =
        "import { InMemoryFormUseCounts as probe } from '../../form-use/adapters/memory/in-memory-form-use-counts';";
      expect(await rulesBroken('src/submission/ui/probe.ts', adapter)).toContain(RESTRICTED_PATH);
      const application =
        "import { isApplicationId as probe } from '../../applications/domain/application-id';";
      expect(await rulesBroken('src/form-use/domain/probe.ts', application)).toContain(
        RESTRICTED_PATH,
      );
    },
  );

  it('lets Estado use what the modules it uses expose', { timeout: 60_000 }, async () => {
    const code =
      "import { isApplicationId as probe } from '../../applications/domain/application-id';";
    expect(await rulesBroken('src/health/domain/probe.ts', code)).toEqual([]);
  });

  it(
    "lets the public page and the act of applying use the application's domain, and only it",
    { timeout: 60_000 },
    async () => {
      const domain = [
        'applications/domain/application-id',
        'applications/domain/stored-application',
        'applications/domain/field-labels',
      ];
      expect(await rulesBroken('src/pages/public/form/probe.ts', importing(domain))).toEqual([]);
      expect(await rulesBroken('src/submission/adapters/http/probe.ts', importing(domain))).toEqual(
        [],
      );
      const store =
        "import { InMemoryApplicationStore as probe } from '../../applications/adapters/memory/in-memory-application-store';";
      expect(await rulesBroken('src/pages/public/probe.ts', store)).toContain(RESTRICTED_PATH);
    },
  );
});
