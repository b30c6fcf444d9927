import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './eslint.boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      '**/*.gen.ts',
      'coverage/**',
      '.data/**',
      'storybook-static/**',
      'screenshots/**',
      '**/__fixtures__/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Functions these scripts hand to the browser page (Playwright's waitForFunction) run there.
    files: [
      'scripts/bench-render.mjs',
      'scripts/bench-portal.mjs',
      'scripts/bench-editor.mjs',
      'scripts/screenshots.mjs',
      'scripts/lib/bench.mjs',
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.ts'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { project: './tsconfig.check.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/explicit-module-boundary-types': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        // `export type *` stays allowed for the generated schema types: they have no runtime surface.
        {
          selector: "ExportAllDeclaration[exportKind='value']",
          message: 'Export names explicitly (no `export *`).',
        },
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    // The browser packages and Storybook: React, the DOM, their own type-check project.
    files: [
      'packages/{i18n,ui,data,widgets,dashboard}/src/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
      'apps/portal/src/**/*.{ts,tsx}',
      'apps/portal/e2e/**/*.ts',
      'apps/portal/*.config.ts',
      'apps/editor/src/**/*.{ts,tsx}',
      'apps/editor/e2e/**/*.ts',
      'apps/editor/*.config.ts',
    ],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: { project: './tsconfig.check-web.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/explicit-module-boundary-types': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Storybook's formats need default exports (CSF meta, main.ts, preview.tsx).
    files: ['**/*.stories.tsx', '.storybook/**'],
    rules: { 'no-restricted-syntax': 'off', '@typescript-eslint/explicit-module-boundary-types': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/explicit-module-boundary-types': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['vitest.config.ts', '**/vite.config.ts', '**/*.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  ...boundaries,
);
