import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** What a layer may not import (docs/decisions/0013): imports go routes → domain folders → models → utils. */
const domainFolders = ['~/offers/*', '~/registrations/*', '~/client-area/*', '~/admin/*']
const forbid = (patterns, message) => ['error', { patterns: [{ group: patterns, message }] }]

export default tseslint.config(
  { ignores: ['build/', 'public/build/', 'data/', '.cache/', '.tmp/', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Test helpers and API answers are typed at their boundary; `any` stays where a JSON body is read.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    ...react.configs.flat.recommended,
    settings: { react: { version: '18.3' } },
  },
  { files: ['**/*.tsx'], ...react.configs.flat['jsx-runtime'] },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    // The two classic rules: the others of the plugin's v7 presets are the React Compiler's (React 19), which
    // this React 18 app does not use.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.tsx'],
    rules: {
      // Props are typed by TypeScript.
      'react/prop-types': 'off',
    },
  },
  {
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-duplicates': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [
            { pattern: '#*/**', group: 'internal', position: 'before' },
            { pattern: '~/**', group: 'internal' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          alphabetize: { order: 'asc', caseInsensitive: true },
          'newlines-between': 'never',
        },
      ],
    },
  },
  {
    files: ['app/utils/**'],
    rules: { 'no-restricted-imports': forbid(['~/models/*', '~/components/*', '~/routes/*', ...domainFolders], 'app/utils is plumbing: it imports no model, component, route or domain folder.') },
  },
  {
    files: ['app/models/**'],
    rules: { 'no-restricted-imports': forbid(['~/components/*', '~/routes/*', ...domainFolders], 'A model calls the API; it imports no component, route or domain folder.') },
  },
  {
    files: ['server/**', 'content/**'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': forbid(['~/*', '**/app/*', '#*'], 'The API and the content import nothing of the site (docs/decisions/0013).') },
  },
)
