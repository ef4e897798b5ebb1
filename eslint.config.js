import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** The two app files that hold the router context's keys (server/context.ts). */
const SEAM = ['app/lib/context.server.ts', 'app/entry.server.tsx']

/** app/: no database; from server/ types only (the `server` pattern names what is refused). */
function appLayer(files, { ignores = [], database, server }) {
  return [
    {
      files,
      ignores,
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: database,
                message:
                  'app/ never reaches the database: loaders and actions call the services in the router context.',
              },
              {
                regex: server,
                allowTypeImports: true,
                message:
                  'app/ takes values from core/ only; from server/ at most the types of the services it calls.',
              },
            ],
          },
        ],
      },
    },
  ]
}

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'var/**',
      'node_modules/**',
      '.react-router/**',
      'server/db/migrations/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn', 'log'] }],
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      'react/prop-types': 'off',
      'react/no-danger': 'off',
    },
  },
  // The layers (ARCHITECTURE 'Rules of the house', docs/architecture.md): core imports nothing of
  // app/ or server/; server nothing of app/; app reaches the database never and the server's
  // modules for types only; what the browser renders (components) takes its types from core.
  // Patterns are regular expressions: in `patterns` strings (gitignore syntax) a leading `#`
  // starts a comment, which once made these rules match nothing (tests/lint/layers.test.ts).
  {
    files: ['core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(#(app|server|tests)/|(\\.\\./)+(app|server|tests)/)',
              message: 'core/ is pure: it imports nothing of app/, server/ or tests/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(#app/|(\\.\\./)+app/)',
              message:
                'server/ imports nothing of app/ (the storefront calls the server, not back).',
            },
          ],
        },
      ],
    },
  },
  ...appLayer(['app/**/*.{ts,tsx}'], {
    ignores: ['app/**/*.test.{ts,tsx}', ...SEAM],
    database: '^(#server/db(/|$)|(\\.\\./)+server/db/|drizzle-orm|@electric-sql/|postgres$)',
    server: '^#server/',
  }),
  // The seam (decision 0017): the router context's keys are the server's values the app holds.
  ...appLayer(SEAM, {
    database: '^(#server/db(/|$)|(\\.\\./)+server/db/|drizzle-orm|@electric-sql/|postgres$)',
    server: '^#server/(?!context\\.ts$)',
  }),
  // Tests of the app may read the demo data as their input; nothing else of the server's.
  ...appLayer(['app/**/*.test.{ts,tsx}'], {
    database: '^(#server/db(/(?!seed/data/)|$)|drizzle-orm|@electric-sql/|postgres$)',
    server: '^#server/(?!db/seed/data/)',
  }),
  {
    // What the browser renders takes its view types from core/ (one shape, no server file in
    // its import graph).
    files: ['app/components/**/*.{ts,tsx}'],
    ignores: ['app/components/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(#server/|(\\.\\./)+server/)',
              message: 'A component takes its view types from core/, never from server/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Decision 0039: who may do what is one table (core/staff/permissions.ts). A page, an action
    // or a service asks `can(member, 'orders.ship')`; it never compares a role or lists roles.
    // A company's roles are the same kind of table (core/companies/company.ts, decision 0059).
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'core/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'core/staff/**',
      'core/companies/company.ts',
      'server/db/schema/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "BinaryExpression[operator=/^[!=]==?$/]:matches([left.property.name='role'], [right.property.name='role'], [left.name='role'], [right.name='role'])",
          message:
            'Ask can(member, permission) (core/staff/permissions.ts) instead of comparing a role.',
        },
        {
          selector:
            "ArrayExpression:has(> Literal[value='owner']):has(> Literal[value=/^(sales|production|content)$/])",
          message: 'Name a permission in core/staff/permissions.ts instead of listing roles.',
        },
      ],
    },
  },
  {
    // A source file is at most 400 lines: a longer one does more than one thing (decision
    // 0041). Data is not code: the seed's data and drawings, the message catalogues, migrations.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['server/db/seed/**', 'core/i18n/messages/**', 'server/db/migrations/**'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
)
