import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { importZones } from './scripts/eslint/import-zones.js';

// One lint configuration for the whole tree; Prettier owns formatting (`pnpm lint` runs both).
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '**/.data/**',
      '.storybook/public/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // A style reads a theme value as its CSS variable (var(--ug-…), emitted from the theme by the
    // kit's GlobalStyle or UiProvider): styled-components computes a style with no functions in
    // it once per component, and one with a function at every element it draws (docs/performance.md).
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'TemplateLiteral > ArrowFunctionExpression > MemberExpression.body[computed=false] > MemberExpression.object > Identifier.object[name="theme"]',
          message:
            'Write the theme value as its CSS variable, var(--ug-group-name): a style with no function in it is computed once, not at every element.',
        },
      ],
    },
  },
  {
    // apps/web's layers (apps/web/README.md): config and lib are shared by everything, features
    // use them and never each other, app puts the features together; testing may reach app.
    // apps/web/src/app/import-graph.test.ts keeps the graph free of cycles.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { ugift: { rules: { 'import-zones': importZones } } },
    rules: {
      'ugift/import-zones': [
        'error',
        {
          root: 'apps/web/src',
          isolated: ['features'],
          forbidden: {
            config: ['lib', 'features', 'app', 'testing'],
            lib: ['features', 'app', 'testing'],
            locales: ['lib', 'features', 'app', 'testing'],
            features: ['app'],
          },
        },
      ],
    },
  },
  {
    // Build and CI scripts talk to the terminal.
    files: ['scripts/**', 'tests/**', '.ci/**', 'apps/api/src/main.ts', '**/*.config.{js,ts}'],
    rules: { 'no-console': 'off' },
  },
);
