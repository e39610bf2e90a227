import js from '@eslint/js';
import graphql from '@graphql-eslint/eslint-plugin';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const CODE = ['**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}'];
const recommendedSchemaRules = graphql.configs['flat/schema-recommended'].rules;
const [level, naming] = recommendedSchemaRules['@graphql-eslint/naming-convention'];
/** The schema the gateway serves (schema/released.graphql is the last released copy, not part of it). */
const SCHEMA = ['schema/*.graphql', '!schema/released.graphql'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/__generated__/**',
      '**/*.generated.ts',
      '.data/**',
      '.tools/**',
      'e2e/artifacts/**',
      'schema/released.graphql',
    ],
  },
  // The JavaScript and TypeScript rules, for code only (not for the schema's GraphQL files below).
  { ...js.configs.recommended, files: CODE },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: config.files ?? CODE })),
  {
    files: CODE,
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['web/src/**'], languageOptions: { globals: { ...globals.browser } } },
  // Hooks called in the same order every render, effects that name what they read (React's own rules).
  { ...reactHooks.configs.flat.recommended, files: ['web/src/**/*.{ts,tsx}'] },
  // The processes log through their pino logger (@aidverify/observability: redaction, request and trace ids), never
  // the console; command-line tools and the entry points' start-up line print to people.
  {
    files: ['services/src/**/*.ts', 'gateway/src/**/*.ts', 'observability/src/**/*.ts'],
    ignores: ['**/*-cli.ts', '**/*.test.ts', 'services/src/main.ts', 'gateway/src/main.ts'],
    rules: { 'no-console': 'error' },
  },
  // Tests and benchmarks poke at loosely shaped JSON answers on purpose.
  {
    files: ['**/test/**', '**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // The schema scripts depend on (issue 27): graphql-eslint's schema rules over all of schema/*.graphql at once.
  {
    files: ['schema/*.graphql'],
    languageOptions: { parser: graphql.parser, parserOptions: { graphQLConfig: { schema: SCHEMA } } },
    plugins: { '@graphql-eslint': graphql },
    rules: {
      ...recommendedSchemaRules,
      // "Interview type", "item type" are financial-aid words, not a type-system suffix.
      '@graphql-eslint/naming-convention': [
        level,
        { ...naming, 'ObjectTypeDefinition,ObjectTypeExtension': { forbiddenPrefixes: ['Type'] } },
      ],
      // Inline "…" for one line, block """…""" for several: both read well in the explorer.
      '@graphql-eslint/description-style': 'off',
      // Entities are identified as the spec does (numeric ids, uuids, school codes), and results and pages have
      // no identity of their own: no `id: ID!` on every type.
      '@graphql-eslint/strict-id-in-types': 'off',
      // The spec's names run through every layer (School.schoolCode is the REST and database name too).
      '@graphql-eslint/no-typename-prefix': 'off',
    },
  },
);
