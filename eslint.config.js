// Lint rules for correctness (TypeScript, React, hooks, accessibility) and one import order. Layout belongs to
// Prettier: eslint-config-prettier comes last and turns off every rule that would argue with it.
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import prettier from 'eslint-config-prettier'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import simpleImportSort from 'eslint-plugin-simple-import-sort'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The root route is a route too: what it gives the pages is typed where utils/ or models/ can read it without it.
const siteLayers = ['~/root', '../root', '~/routes/*', '~/offers/*', '~/registrations/*', '~/client-area/*', '~/admin/*']
const forbid = (group, message) => ['error', { patterns: [{ group, message }] }]

export default defineConfig([
  globalIgnores(['build/', 'public/build/', '.cache/', 'data/', '.tmp/', 'server/db/migrations/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      // One block, in this order: node builtins, packages, this repository's aliases (`~/` today; any alias that
      // starts with `~` or `#`), relative paths. No blank lines between them, as the code has always been written.
      'simple-import-sort/imports': ['error', { groups: [['^\\u0000', '^node:', '^@?\\w', '^[~#]', '^\\.']] }],
      // `_` marks a parameter or a destructured field left out on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // French text needs non-breaking spaces (before ? ! : ; and inside « »): allowed in strings, templates and
      // JSX text, still caught in code and comments.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    extends: [react.configs.flat.recommended, react.configs.flat['jsx-runtime'], jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: '18.3' } },
    rules: {
      // TypeScript checks props; the rule only misreads props spread from conform's helpers.
      'react/prop-types': 'off',
      // The plugin's two classic rules: its other v7 rules are the React Compiler's (React 19), which this React 18
      // app does not use (our effects that set state answer an outside event on purpose: hydration, a navigation
      // closing the phone menu, a new figure from the server restarting a countdown).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests read the API's answers as parsed JSON, whose shape is what their assertions check.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Playwright callbacks (page.evaluate) run in the browser.
    files: ['tests/**/*.ts', 'scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // The direction of the imports (docs/decisions/0013): routes → domain folders → models → utils; the API and the
  // content import nothing of the site.
  {
    files: ['app/utils/**'],
    rules: {
      'no-restricted-imports': forbid(
        [...siteLayers, '~/models/*', '~/components/*'],
        'app/utils is plumbing: it imports no model, component, route or domain folder.',
      ),
    },
  },
  {
    files: ['app/models/**'],
    rules: {
      'no-restricted-imports': forbid(
        [...siteLayers, '~/components/*'],
        'A model calls the API; it imports no component, route or domain folder.',
      ),
    },
  },
  {
    files: ['server/**', 'content/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': forbid(
        ['~/*', '**/app/*', '#*'],
        'The API and the content import nothing of the site (docs/decisions/0013).',
      ),
    },
  },
  prettier,
])
