import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports point inward only: ui and infrastructure depend on application and domain,
 * application on domain, domain on nothing. Only src/app (the composition root) sees all.
 */
const architecture = [
  { target: './src/domain', from: ['./src/application', './src/infrastructure', './src/ui', './src/app'], message: 'The domain depends on nothing outside itself.' },
  { target: './src/application', from: ['./src/infrastructure', './src/ui', './src/app'], message: 'Use cases depend on the domain only.' },
  { target: './src/infrastructure', from: ['./src/ui', './src/app'], message: 'Adapters implement domain ports; they never reach into the UI or the composition root.' },
  { target: './src/ui', from: ['./src/infrastructure', './src/app'], message: 'The UI gets use cases through context; only src/app knows adapters.' },
];

/**
 * Two pages, kept apart: the public page (its public folders) and the staff inbox (its staff folders) never
 * import each other, so none of the staff page's code can reach the public first load. What they
 * share on purpose (the cooperative's content, the design tokens, the demo note, the build's
 * configuration) lives in src/ui/shared and src/app/shared, which import neither page.
 */
const PUBLIC = ['./src/ui/public', './src/app/public', './src/application/public'];
const STAFF = ['./src/ui/staff', './src/app/staff', './src/application/staff'];
const SHARED = ['./src/ui/shared', './src/app/shared'];
const pages = [
  { target: PUBLIC, from: STAFF, message: 'The public page never imports the staff page: not one byte of it may reach the public first load.' },
  { target: STAFF, from: PUBLIC, message: 'The staff page never imports the public page; what both need lives in src/ui/shared or src/app/shared.' },
  { target: SHARED, from: [...PUBLIC, ...STAFF], message: 'Shared code belongs to neither page.' },
];

const frameworkFreeDomain = {
  patterns: [
    { group: ['react', 'react-*', 'react/*', '@tanstack/*', 'firebase', 'firebase/*', '@firebase/*', 'inversify', 'reflect-metadata', 'imask'], message: 'The domain is plain TypeScript.' },
  ],
};

/** The staff page: the full Firestore SDK kept in memory, and Auth with no browser storage and no Google iframe. */
const staffFirebase = {
  paths: [
    { name: 'firebase/firestore/lite', message: 'The staff page uses the full SDK (live queries).' },
    {
      name: 'firebase/firestore',
      importNames: ['persistentLocalCache', 'persistentSingleTabManager', 'persistentMultipleTabManager', 'enableIndexedDbPersistence', 'enableMultiTabIndexedDbPersistence'],
      message: "Applicants' data never reaches browser storage: memoryLocalCache() only.",
    },
    {
      name: 'firebase/auth',
      importNames: ['getAuth', 'browserLocalPersistence', 'indexedDBLocalPersistence', 'browserCookiePersistence', 'browserPopupRedirectResolver'],
      message: 'Sessions end with the browser (browserSessionPersistence), and initializeAuth gets no popup/redirect resolver: its iframe breaks the CSP.',
    },
  ],
};

/** The public page stays on the Lite SDK and never loads the staff side. */
const publicFirestore = {
  paths: [
    { name: 'firebase/firestore', message: 'The public page uses firebase/firestore/lite.' },
    { name: 'firebase/auth', message: 'The public page signs nobody in.' },
  ],
  patterns: [{ group: ['./staff/*'], message: 'The public page never loads the staff adapters.' }],
};

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'node_modules', 'test-results', 'bench-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: [...architecture, ...pages] }],
      'import-x/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // The page never logs by accident: personal data must not reach the console.
    files: ['src/**'],
    rules: { 'no-console': ['error', { allow: ['error', 'info', 'table'] }] },
  },
  {
    files: ['src/domain/**'],
    rules: { 'no-restricted-imports': ['error', frameworkFreeDomain], 'no-console': 'error' },
  },
  {
    files: ['src/infrastructure/firestore/staff/**'],
    rules: { 'no-restricted-imports': ['error', staffFirebase] },
  },
  {
    files: ['src/infrastructure/firestore/*.ts'],
    rules: { 'no-restricted-imports': ['error', publicFirestore] },
  },
  {
    files: ['src/application/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-*', '@tanstack/*', 'firebase', 'firebase/*', 'inversify'], message: 'Use cases are plain TypeScript.' }] }] },
  },
);
