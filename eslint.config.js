import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * src/ is cut by capability: each module keeps clean-architecture layers inside (domain,
 * application, adapters, ui) plus one file that declares its ports and use cases (NAME-module.ts).
 * The shared kernel depends on no module; the pages (src/pages) are the composition roots.
 */
const MODULES = [
  'submission',
  'landing',
  'inbox',
  'applications',
  'access',
  'privacy',
  'notifications',
  'audit',
  'reports',
  'talks',
  'team',
  'health',
  'form-use',
  'applicant-status',
  'passkeys',
];

/** Imports point inward inside every module: domain on nothing, use cases on the domain, adapters and UI on both. */
const layers = [
  {
    target: './src/*/domain/**',
    from: [
      './src/*/application/**',
      './src/*/adapters/**',
      './src/*/ui/**',
      './src/*/*-module.ts',
      './src/shared/wiring/**',
      './src/pages/**',
    ],
    message: 'The domain depends on nothing outside the domain.',
  },
  {
    target: './src/*/application/**',
    from: [
      './src/*/adapters/**',
      './src/*/ui/**',
      './src/*/*-module.ts',
      './src/shared/wiring/**',
      './src/pages/**',
    ],
    message: 'Use cases depend on the domain only.',
  },
  {
    target: './src/*/adapters/**',
    from: ['./src/*/ui/**', './src/*/*-module.ts', './src/shared/wiring/**', './src/pages/**'],
    message:
      'Adapters implement domain ports; they never reach into the UI or the composition root.',
  },
  {
    target: './src/*/ui/**',
    from: ['./src/*/adapters/**', './src/pages/**'],
    message: "The UI gets use cases through its module's context; only src/pages knows adapters.",
  },
];

/**
 * Walls between modules: a module uses another only if it is listed in `uses`, and only through
 * what that module exposes on purpose (its domain, and the few files named in `exposes`).
 */
const moduleMap = {
  // The act of applying: the form's rules, the intake, its limits, the plain form. What it makes
  // is an application (its id, its stored shape: the applications' domain), as any module would.
  // The form tells how it is used (begun, sent) through form-use's beacons.
  submission: {
    uses: ['applications', 'form-use'],
    exposes: [
      'domain',
      'ui/application-form.tsx',
      // Where the intake's review marks live: Estado counts them, the inbox shows them.
      'adapters/submission-collections.ts',
    ],
  },
  landing: { uses: ['submission'], exposes: [] },
  access: {
    uses: ['submission'],
    exposes: [
      'domain',
      'ui/signed-in-member-context.ts',
      // Equipo's demo runs on the demo's own accounts.
      'adapters/memory/in-memory-staff-access.ts',
      // Where the allowlist lives: the server's recipients and Equipo (team) read it.
      'adapters/access-collections.ts',
    ],
  },
  inbox: {
    uses: [
      'submission',
      'access',
      'audit',
      'applications',
      // An application's detail reads its receipt in the outbox (its collection).
      'notifications',
    ],
    exposes: [
      'domain',
      'inbox-ports.ts',
      'ui/stage-badge.tsx',
      // A change made elsewhere (privacy's rectification) has the inbox's searches read again.
      'ui/inbox-queries.ts',
    ],
  },
  // The application and its history, owned here: what an application is (its id, its stored
  // shape and fields, its record, stages and moves, checklist, history entries, the record's
  // errors, which applications a list selects), how it is stored, and the in-memory store. The
  // intake, the inbox, privacy, talks and reports all work on the same documents; they depend on
  // this module, never it on them (not on the inbox, not on submission, the act of applying).
  applications: {
    uses: ['access'],
    exposes: [
      'domain',
      // Reading: the one mapper of an application and of a history entry, which checks them.
      'adapters/firestore/application-document.ts',
      // Writing: a move, a tick or a note and its entry, the writes the rules accept together.
      'adapters/firestore/history-writes.ts',
      // What a read may ask: its limits and shapes (no SDK: the server and deploy check use it).
      'adapters/firestore/application-query-shapes.ts',
      // The demo's and the tests' store, shared by the other modules' in-memory adapters.
      'adapters/memory/in-memory-application-store.ts',
      // The server's (Admin SDK) touches of an application inside another module's own write:
      // the intake creates it in the batch that stores its reply.
      'adapters/server/admin-application-creation.ts',
      // A spam removal marks and deletes applications in the batches that write its audit record.
      'adapters/firestore/application-spam-removal.ts',
      // The monthly report's queries of applications and histories, checked against the indexes.
      'adapters/firestore/application-report-query-shapes.ts',
      // The report's server reads its new members' dates through the one checked mapper.
      'adapters/server/admin-association-dates.ts',
      // A talk's seat and attendance read and tick the application in the talk's own transaction.
      'adapters/firestore/application-in-transaction.ts',
      // The talks' seats on the server read the application's stage and its applicant's address.
      'adapters/server/admin-seat-applications.ts',
      // Estado counts the applications stored in its window, as a query shape of theirs.
      'adapters/firestore/stored-count-query-shape.ts',
    ],
  },
  // A person's data is downloaded only once the audit log records it.
  privacy: { uses: ['submission', 'inbox', 'applications', 'access', 'audit'], exposes: [] },
  // The log's records are written by what they record, in the same step (a spam removal); a file
  // leaving the inbox (a CSV export, a person's data) is recorded first through its hook.
  audit: {
    uses: ['applications', 'access'],
    exposes: [
      'domain',
      'adapters/firestore/audit-document.ts',
      'adapters/memory/in-memory-audit-log.ts',
      'ui/use-recorded-download.ts',
      // What the log records (the inbox's spam removal) has it read again through its keys.
      'ui/audit-queries.ts',
      // Where the audit log lives: Equipo records each change in it.
      'adapters/audit-collections.ts',
    ],
  },
  // The intake's mails: the application that arrived (applications), the intake's limits and
  // numbers (submission).
  notifications: {
    uses: ['submission', 'applications', 'access'],
    exposes: [
      'domain',
      // Where the outbox lives: Estado counts it, the inbox shows an application's receipt.
      'adapters/notifications-collections.ts',
    ],
  },
  // The board's monthly report: counts of the applications, by their stages and reasons (the
  // applications' domain; the CSV writer's port is the inbox's), of the talks held (what a
  // held talk is: the talks' domain), and of the public form's use (form-use's counts' port).
  reports: { uses: ['inbox', 'applications', 'talks', 'form-use'], exposes: [] },
  // The information talks: seats for the applications, attendance ticks their checklist (the
  // applications' owner writes it); who is coming is named through the inbox's search. The inbox
  // knows nothing of talks: the staff page composes the seat into its detail.
  // On the server it e-mails the applicant about their seat through the outbox (notifications),
  // within the intake's bound per address (submission).
  talks: {
    uses: ['submission', 'inbox', 'applications', 'access', 'notifications'],
    exposes: [
      'domain',
      // Where the talks and their seats live: the monthly report counts the talks held.
      'adapters/talks-collections.ts',
    ],
  },
  // Equipo (admins): the allowlist's accounts, each change in the audit log, the invitation's
  // e-mail through the outbox.
  team: { uses: ['access', 'audit', 'notifications'], exposes: ['domain'] },
  // Estado (admins): counts of the outbox (notifications' failure codes), of the intake
  // (the applications' numbers, submission's refusals' port), as query shapes for the server's
  // counts; who may read it (access). No module uses it: the composition roots place it.
  health: { uses: ['submission', 'applications', 'notifications', 'access'], exposes: [] },
  // Staff passkeys: who is on the team (access's roles, the team's size), each change of keys in
  // the audit log, the e-mail to a member whose keys were taken away through the outbox.
  // Its domain is exposed for the function's name (the Hosting rewrite, the server's names).
  passkeys: { uses: ['access', 'audit', 'notifications', 'team'], exposes: ['domain'] },
  // The public form's use, per day (forms begun, forms sent), without anyone's data: the form
  // reports through its beacons' hook, the monthly report reads the counts' port (its domain).
  // It uses no module: the server's bound per address is composed in src/server.
  'form-use': { uses: [], exposes: ['domain', 'ui/form-use-beacons.ts'] },
  // ¿En qué va mi solicitud? (server only): the applicant's links to their application's status
  // (the applications' stages, checklist and history entry), its seat and the talks' own links
  // (talks), the lost link's e-mail through the outbox (notifications), the intake's ledger and
  // the form's rules (submission). No module uses it: the server's container binds the intake's
  // port to its link.
  'applicant-status': {
    uses: ['submission', 'applications', 'talks', 'notifications'],
    exposes: [],
  },
};
const moduleWalls = MODULES.flatMap((name) =>
  MODULES.filter((other) => other !== name).map((other) => {
    const used = moduleMap[name].uses.includes(other);
    return {
      target: `./src/${name}`,
      from: `./src/${other}`,
      except: used ? moduleMap[other].exposes.map((path) => `./${path}`) : [],
      message: used
        ? `${name} uses ${other} only through what it exposes (eslint.config.js moduleMap).`
        : `${name} does not depend on ${other} (eslint.config.js moduleMap).`,
    };
  }),
);

/** The shared kernel belongs to no module and no page. */
const kernel = [
  {
    target: './src/shared/**',
    from: [...MODULES.map((name) => `./src/${name}/**`), './src/pages/**', './src/server/**'],
    message: 'The shared kernel depends on no module and no page.',
  },
  {
    target: ['./src/shared/domain/**', './src/shared/content/**'],
    from: ['./src/shared/adapters/**', './src/shared/ui/**', './src/shared/wiring/**'],
    message: "The kernel's domain and content are plain data and rules.",
  },
];

/**
 * Two pages, kept apart: the public page and the staff inbox never import each other, so none of
 * the staff page's code can reach the public first load. The public page is made of the landing
 * and submission modules, and of the applications' domain: what the form makes is an application
 * (its id, its stored shape), plain and small. The staff page is made of access, inbox,
 * applications, privacy and reports (and the submission module's domain: the form's rules). What
 * both need lives in src/shared or src/pages/shared.
 */
const STAFF_ONLY = [
  './src/shared/adapters/staff-firebase/**',
  './src/pages/staff/**',
  './src/inbox/**',
  // All of the applications but their domain.
  './src/applications/adapters/**',
  './src/applications/application/**',
  './src/applications/ui/**',
  './src/applications/*.ts',
  './src/access/**',
  './src/privacy/**',
  './src/reports/**',
  './src/talks/**',
  './src/team/**',
  './src/health/**',
  // The server's alone: the receipt gets its link's path from the intake's answer.
  './src/applicant-status/**',
  './src/passkeys/**',
];
const pages = [
  {
    target: './src/pages/public/**',
    from: STAFF_ONLY,
    message:
      'The public page never imports the staff page: not one byte of it may reach the public first load.',
  },
  {
    target: './src/pages/staff/**',
    from: [
      './src/pages/public/**',
      './src/landing/**',
      './src/submission/ui/**',
      './src/submission/adapters/**',
    ],
    message:
      'The staff page never imports the public page; what both need lives in src/shared or src/pages/shared.',
  },
  {
    target: './src/pages/public/**',
    from: ['./src/notifications/**'],
    message: "E-mail is the server's business: the public page only sends its form.",
  },
  {
    target: './src/pages/**',
    from: ['./src/*/adapters/server/**'],
    message: "The server's adapters never reach a page's bundle.",
  },
  {
    target: './src/pages/shared/**',
    from: ['./src/pages/public/**', './src/pages/staff/**'],
    message: 'Shared code belongs to neither page.',
  },
  {
    target: './src/pages/**',
    from: ['./src/server/**'],
    message: 'The server is an entry point of its own; no page imports it.',
  },
  {
    // Each function's composition and handler live in src/server (src/server/talks/…), not in
    // the module's adapters/server: picking adapters and the container are the root's alone.
    target: MODULES.map((name) => `./src/${name}/**`),
    from: ['./src/server/**'],
    message: 'The server composes the modules; no module imports the server.',
  },
  {
    // The composition roots reach an application through its module too: its collection's name
    // and raw paths are the applications' own (#37).
    target: ['./src/pages/**', './src/server/**'],
    from: [
      './src/applications/adapters/applications-collections.ts',
      './src/applications/adapters/firestore/application-paths.ts',
    ],
    message: 'An application is stored and read by src/applications alone: use what it exposes.',
  },
  {
    target: './src/server/**',
    from: ['./src/pages/**', './src/*/ui/**'],
    message: 'The server composes modules from their use cases and adapters, never a page or UI.',
  },
];

const frameworkFreeDomain = {
  patterns: [
    {
      group: [
        'react',
        'react-*',
        'react/*',
        '@tanstack/*',
        'firebase',
        'firebase/*',
        '@firebase/*',
        'inversify',
        'reflect-metadata',
        'imask',
      ],
      message: 'The domain is plain TypeScript.',
    },
  ],
};

/** The staff page: the full Firestore SDK kept in memory, and Auth with no browser storage and no Google iframe. */
const staffFirebase = {
  paths: [
    {
      name: 'firebase/firestore/lite',
      message: 'The staff page uses the full SDK (live queries).',
    },
    {
      name: 'firebase/firestore',
      importNames: [
        'persistentLocalCache',
        'persistentSingleTabManager',
        'persistentMultipleTabManager',
        'enableIndexedDbPersistence',
        'enableMultiTabIndexedDbPersistence',
      ],
      message: "Applicants' data never reaches browser storage: memoryLocalCache() only.",
    },
    {
      name: 'firebase/auth',
      importNames: [
        'getAuth',
        'browserLocalPersistence',
        'indexedDBLocalPersistence',
        'browserCookiePersistence',
        'browserPopupRedirectResolver',
      ],
      message:
        'Sessions end with the browser (browserSessionPersistence), and initializeAuth gets no popup/redirect resolver: its iframe breaks the CSP.',
    },
  ],
};

/** The public page sends its form to the server's intake: no Firestore SDK, no sign-in. */
const publicFirestore = {
  paths: [
    {
      name: 'firebase/firestore',
      message: "The public page sends its form to the server's intake.",
    },
    {
      name: 'firebase/firestore/lite',
      message: "The public page sends its form to the server's intake.",
    },
    { name: 'firebase/auth', message: 'The public page signs nobody in.' },
  ],
};

/** The server's SDKs stay on the server: no page may bundle them. */
const serverSdks = {
  patterns: [
    {
      group: [
        'firebase-admin',
        'firebase-admin/*',
        'firebase-functions',
        'firebase-functions/*',
        // WebAuthn's verification and SMTP: a page (the demo's passkeys too) bundles neither.
        '@simplewebauthn/server',
        '@simplewebauthn/server/*',
        'nodemailer',
      ],
      message: "Only the server (src/server, adapters/server) uses the server's SDKs.",
    },
  ],
};

/** The server writes with the Admin SDK; the browser SDKs are the pages'. */
const browserSdks = {
  patterns: [{ group: ['firebase', 'firebase/*'], message: 'The server uses firebase-admin.' }],
};

/** inversify is the composition's business: NAME-module.ts files, the kernel's wiring, src/pages. */
const noContainer = {
  patterns: [
    {
      group: ['inversify', 'reflect-metadata'],
      message: 'Only src/pages, src/shared/wiring and NAME-module.ts files know the container.',
    },
  ],
};

const plainUseCases = {
  patterns: [
    {
      group: ['react', 'react-*', '@tanstack/*', 'firebase', 'firebase/*', 'inversify'],
      message: 'Use cases are plain TypeScript.',
    },
  ],
};

/** Several restrictions as one no-restricted-imports option. */
const restrictions = (...rules) => ({
  paths: rules.flatMap((rule) => rule.paths ?? []),
  patterns: rules.flatMap((rule) => rule.patterns ?? []),
});

const queryKeyRules = [
  "Property[key.name='queryKey'] > ArrayExpression",
  "Property[key.name='queryKey'] > :matches(TSAsExpression, TSSatisfiesExpression) > ArrayExpression.expression",
  "CallExpression[callee.name='useLiveQuery'][arguments.0.type='ArrayExpression']",
  "CallExpression[callee.name='useLiveQuery'][arguments.0.expression.type='ArrayExpression']",
  "CallExpression[callee.property.name=/^(get|set)Quer(y|ies)Data$/][arguments.0.type='ArrayExpression']",
  "CallExpression[callee.property.name=/^(get|set)Quer(y|ies)Data$/][arguments.0.expression.type='ArrayExpression']",
].map((selector) => ({
  selector,
  message: "Query keys come from the module's ui/NAME-queries.ts key factory.",
}));

/**
 * The fields of a stored application that no other record has (the spec's document and the
 * workflow's marks), its collection's name among them. Generic names (status, date, email) are
 * other records' fields too, so they are left out: the wall on applications-collections.ts and
 * application-paths.ts keeps other modules from reaching an application to read them.
 */
const STORED_APPLICATION_NAMES = [
  'Applications',
  'first_name',
  'last_name',
  'dui',
  'nit',
  'isAssociated',
  'previousApplication',
  'openedAt',
  'closeReason',
  'associatedAt',
  'erasedAt',
  'progressAt',
  'removalId',
];
const storedName = `/^(${STORED_APPLICATION_NAMES.join('|')})$/`;
const storedFieldRules = [
  `Literal[value=${storedName}]`,
  `Property > Identifier.key[name=${storedName}]`,
].map((selector) => ({
  selector,
  message:
    "An application's stored fields are named in src/applications alone: use what it exposes.",
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'node_modules',
      'test-results',
      'bench-results',
      'server-build',
      '.stack',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Type-aware rules where the code is asynchronous: a promise nobody awaits loses its error.
    // Only src (the pages and the server) is linted with types, to keep lint time reasonable.
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layers, ...moduleWalls, ...kernel, ...pages] },
      ],
      'import-x/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // A module's query keys are written in one place, its ui/NAME-queries.ts, all under the
    // module's name: a key written where it is used could collide with another module's, or be
    // missed by what refreshes the module's queries.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/*/ui/*-queries.ts'],
    rules: { 'no-restricted-syntax': ['error', ...queryKeyRules] },
  },
  {
    // The application's stored fields are named by its owner alone (#37): another module's
    // adapter or the server reads and writes an application through what applications exposes
    // (its checked mapper, its ports, its writes in a caller's transaction), never by field.
    // Flat config replaces a rule's options for the files it matches: the query keys' rules again.
    files: ['src/*/adapters/**/*.{ts,tsx}', 'src/server/**/*.ts'],
    ignores: ['src/applications/**'],
    rules: { 'no-restricted-syntax': ['error', ...queryKeyRules, ...storedFieldRules] },
  },
  {
    // The page never logs by accident: personal data must not reach the console.
    files: ['src/**'],
    rules: {
      'no-console': ['error', { allow: ['error', 'info', 'table'] }],
      // Prettier (printWidth 100) wraps code; this holds comments and JSX text to the same width.
      // A sentence in a string stays whole so that what a person reads on screen can be searched.
      'max-len': [
        'error',
        {
          code: 100,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
          ignoreUrls: true,
          ignorePattern: "^\\s*(import|export) .* from '.*';$",
        },
      ],
    },
  },
  // One no-restricted-imports per folder kind: flat config lets a later match replace an earlier
  // one, so each kind lists all that applies to it (restrictions() merges them).
  {
    files: ['src/**'],
    rules: { 'no-restricted-imports': ['error', restrictions(serverSdks)] },
  },
  {
    files: ['src/*/ui/**', 'src/shared/ui/**', 'src/shared/adapters/**'],
    rules: { 'no-restricted-imports': ['error', restrictions(serverSdks, noContainer)] },
  },
  {
    files: ['src/*/domain/**', 'src/shared/domain/**', 'src/shared/content/**'],
    rules: {
      'no-restricted-imports': ['error', restrictions(frameworkFreeDomain, serverSdks)],
      'no-console': 'error',
    },
  },
  {
    files: ['src/*/application/**'],
    rules: { 'no-restricted-imports': ['error', restrictions(plainUseCases, serverSdks)] },
  },
  {
    files: [
      'src/inbox/adapters/**',
      'src/applications/adapters/**',
      'src/access/adapters/**',
      'src/privacy/adapters/**',
      'src/reports/adapters/**',
      'src/talks/adapters/**',
      'src/shared/adapters/staff-firebase/**',
    ],
    rules: {
      'no-restricted-imports': ['error', restrictions(staffFirebase, noContainer, serverSdks)],
    },
  },
  {
    // The public page and what it shares with the staff page carry no Firestore SDK.
    files: [
      'src/submission/adapters/**',
      'src/form-use/adapters/**',
      'src/shared/adapters/firestore/**',
      'src/shared/adapters/*.ts',
    ],
    rules: {
      'no-restricted-imports': ['error', restrictions(publicFirestore, noContainer, serverSdks)],
    },
  },
  {
    files: ['src/pages/public/**'],
    rules: { 'no-restricted-imports': ['error', restrictions(publicFirestore, serverSdks)] },
  },
  {
    // The server's adapters: the Admin SDK, never a browser SDK.
    files: ['src/*/adapters/server/**'],
    rules: { 'no-restricted-imports': ['error', restrictions(browserSdks, noContainer)] },
  },
  {
    // The server's composition root and functions (src/server): its SDKs and the container.
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': ['error', restrictions(browserSdks)] },
  },
);
