import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The server's business areas (docs/architecture.md §3): every folder of lambdas/ but the shared
// ones. An area may use the shared folders and another area's public files only; the shared
// folders use no area at all.
const sharedServerFolders = ['data', 'lib', 'mail'];
const businessAreas = readdirSync(new URL('./lambdas', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !sharedServerFolders.includes(entry.name))
  .map((entry) => entry.name);
const areaPublicFiles = {
  'checkout-payments': [
    // The admin Settings tab (site) shows the payment provider's setup, masked.
    './phonepe/payment-config.ts',
    // My Learning (learning) links a learner's invoices and credit notes as their mails do.
    './tax-documents/document-links.ts',
    // The PDF Lambda (documents) checks and draws tax documents.
    './tax-documents/tax-document-view.ts',
    './tax-documents/tax-document-view-schema.ts',
    './tax-documents/tax-document-pdf.ts',
  ],
  // Whoever issues or serves a document has it drawn by the PDF Lambda (decision 016).
  documents: ['./pdf-client.ts'],
  // The scheduled job (checkout-payments) mails the next-batch lists (decision 025).
  inbox: ['./next-batch.ts'],
  learning: [
    // The PDF Lambda (documents) checks and draws certificates.
    './certificate-view.ts',
    './certificate-pdf.ts',
  ],
};
const businessAreaZones = [
  ...businessAreas.flatMap((area) =>
    businessAreas
      .filter((other) => other !== area)
      .map((other) => ({
        target: `./lambdas/${area}`,
        from: `./lambdas/${other}`,
        except: areaPublicFiles[other] ?? [],
        message: `lambdas/${area} may use only the public files of lambdas/${other} (eslint.config.js)`,
      })),
  ),
  ...sharedServerFolders.map((shared) => ({
    target: `./lambdas/${shared}`,
    from: businessAreas.map((area) => `./lambdas/${area}`),
    message: `lambdas/${shared} is shared by the business areas and uses none of them`,
  })),
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.data', '.test-data', 'cdk.out', 'coverage', '.scratch'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import/no-cycle': 'error',
      // The dependency directions of docs/decisions/001-layout-and-local-stack.md: the browser never pulls in
      // server or infrastructure code, and shared domain code stays isomorphic.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './web', from: './lambdas', message: 'web must not import server code' },
            { target: './web', from: './infra', message: 'web must not import infra' },
            { target: './web', from: './scripts', message: 'web must not import scripts' },
            { target: './shared', from: './web', message: 'shared must stay isomorphic' },
            { target: './shared', from: './lambdas', message: 'shared must stay isomorphic' },
            { target: './shared', from: './infra', message: 'shared must stay isomorphic' },
            {
              target: './lambdas',
              from: './web',
              // The site renderer renders pages through the web's one server entry (decision 008).
              except: ['./src/entry-server.tsx'],
              message: 'lambdas must not import web, except its server entry',
            },
            { target: './lambdas', from: './scripts', message: 'lambdas must not import scripts' },
            // The cloud stack and the local tooling share only what lives in shared/ (docs/architecture.md §3).
            { target: './infra', from: './scripts', message: 'infra must not import dev tooling' },
            { target: './scripts', from: './infra', message: 'scripts must not import infra' },
            {
              target: './infra',
              from: './lambdas',
              // What the stack is built from: the API's areas and routes, and the table.
              except: ['./api-routes.ts', './data/table-definition.ts'],
              message: 'infra reads only the API areas and the table definition of lambdas',
            },
            ...businessAreaZones,
          ],
        },
      ],
      // zod's `z` export is one object holding all of zod (every locale too), so a bundler keeps
      // it whole; `import * as z` lets it keep only what is used (~350 KB less per Lambda).
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
          message: "Use `import * as z from 'zod'`, which bundles only what is used.",
        },
      ],
    },
    settings: {
      'import/resolver': {
        [fileURLToPath(new URL('./scripts/lint/subpath-imports-resolver.cjs', import.meta.url))]: {
          extensions: ['.ts', '.tsx', '.js'],
        },
      },
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A function longer than this does more than one thing: split it into parts named for what
    // each does. The legal pages are static text, one paragraph after another; tests read as
    // their cases, so they are left out.
    files: ['{web,lambdas,shared,scripts,infra}/**/*.{ts,tsx}'],
    ignores: ['web/src/features/legal/**'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 150, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
);
