// Import boundaries of ARCHITECTURE.md §2, as lint rules: dependencies point one way
// (schema <- core <- validation; core <- widgets, data <- dashboard <- apps), nothing imports an
// app, nothing deep-imports another package, and the browser-safe packages stay free of Node.
// Kept apart from eslint.config.js so a test can lint snippets against exactly these rules.

const APPS = ['@voz/api', '@voz/portal', '@voz/editor'];

/** Packages each package may NOT import (the rest of the workspace is allowed). */
const FORBIDDEN = {
  schema: ['@voz/core', '@voz/validation', '@voz/widgets', '@voz/data', '@voz/dashboard', '@voz/ui', '@voz/i18n'],
  core: ['@voz/validation', '@voz/widgets', '@voz/data', '@voz/dashboard', '@voz/ui', '@voz/i18n'],
  validation: ['@voz/widgets', '@voz/data', '@voz/dashboard', '@voz/ui', '@voz/i18n'],
  widgets: ['@voz/validation', '@voz/data', '@voz/dashboard'],
  data: ['@voz/validation', '@voz/widgets', '@voz/dashboard'],
  dashboard: ['@voz/validation'],
  ui: ['@voz/schema', '@voz/core', '@voz/validation', '@voz/widgets', '@voz/data', '@voz/dashboard'],
  i18n: ['@voz/schema', '@voz/core', '@voz/validation', '@voz/widgets', '@voz/data', '@voz/dashboard', '@voz/ui'],
};

const common = [
  {
    // @voz/validation/cli is the Node side of validation (the CLI, and DashboardsFolder, the one
    // containment rule for reading tenant files, which the API follows too); @voz/widgets/mock the
    // widgets' mocked rows, for Storybook, the editor and tests (never the portal: below).
    group: ['@voz/*/*', '!@voz/validation/cli', '!@voz/widgets/mock'],
    message: 'Import a package by its name only (its public API), never a path inside it.',
  },
  {
    regex: '^(\\.\\./)+(packages/|apps/)?[a-z0-9-]+/src(/|$)',
    message: 'No relative imports into another package: import it by its @voz/ name.',
  },
  ...APPS.map((app) => ({ group: [app, `${app}/*`], message: 'Nothing imports from an app.' })),
];

const nodeBuiltins = { regex: '^node:', message: 'This package runs in browsers too: no Node built-ins.' };

export const boundaries = [
  ...Object.entries(FORBIDDEN).map(([pkg, forbidden]) => ({
    files: [`packages/${pkg}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...common,
            ...forbidden.map((name) => ({
              group: [name],
              message: `packages/${pkg} may not depend on ${name} (ARCHITECTURE.md §2: dependencies point one way).`,
            })),
            ...(['schema', 'core', 'widgets', 'data', 'dashboard', 'ui', 'i18n'].includes(pkg) ? [nodeBuiltins] : []),
          ],
        },
      ],
    },
  })),
  {
    // validation is used in browsers (the editor) except for its CLI.
    files: ['packages/validation/src/**/*.ts'],
    ignores: ['packages/validation/src/cli/**', 'packages/validation/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...common,
            ...FORBIDDEN.validation.map((name) => ({
              group: [name],
              message: `packages/validation may not depend on ${name}.`,
            })),
            nodeBuiltins,
          ],
        },
      ],
    },
  },
  {
    // Tests and stories compose packages the way an app does (a widget's story renders it in the
    // dashboard's frame with mocked data), so only the common rules apply to them.
    files: ['packages/*/src/**/*.test.{ts,tsx}', 'packages/*/src/**/*.stories.tsx', 'packages/*/src/stories/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: common }] },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...common,
            ...['@voz/widgets', '@voz/data', '@voz/dashboard', '@voz/ui', '@voz/i18n'].map((name) => ({
              group: [name],
              message: `apps/api imports schema, core and validation only, not ${name}.`,
            })),
          ],
        },
      ],
    },
  },
  {
    // The portal composes every browser package; it may not reach into another app or a package's insides.
    files: ['apps/portal/src/**/*.{ts,tsx}', 'apps/portal/e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...common,
            {
              group: ['@voz/widgets/mock'],
              message: 'The portal shows real data only: mocked rows would ship to analysts (@voz/widgets/mock).',
            },
          ],
        },
      ],
    },
  },
  {
    // The editor likewise, and it runs in the browser only: no Node built-ins outside its tests.
    files: ['apps/editor/src/**/*.{ts,tsx}'],
    ignores: ['apps/editor/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...common, nodeBuiltins] }] },
  },
  {
    files: ['apps/editor/src/**/*.test.{ts,tsx}', 'apps/editor/e2e/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: common }] },
  },
  {
    // The project's tools run on what the build made: packages by their names (their dist), the
    // API's dist by path, never an app's or a package's sources (a test of a script may read them).
    files: ['scripts/**/*.mjs'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            common[0],
            {
              regex: '^(\\.\\./)+(packages|apps)/[a-z0-9-]+/src(/|$)',
              message:
                "Scripts run on built code: import a package by its @voz/ name, not an app's or package's sources.",
            },
          ],
        },
      ],
    },
  },
];
