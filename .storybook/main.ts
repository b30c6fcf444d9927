import tailwindcss from '@tailwindcss/vite';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Alias, AliasOptions } from 'vite';
import { STATIC_SPRING_ALIAS } from '../scripts/lib/static-spring.mjs';

// One Storybook for packages/widgets, packages/dashboard and packages/ui (ARCHITECTURE.md §2).
// Workspace packages resolve to their TypeScript sources (the `source` export condition), so no
// prior build is needed. `npm run storybook` serves it; `npm run build-storybook` writes
// storybook-static/; `npm run test:stories` runs every story in Chromium (vitest.config.ts here).
/** The browser dependencies of the packages, pre-bundled by Vite. */
export const PREBUNDLED = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@nivo/bar',
  '@nivo/core',
  '@nivo/line',
  '@nivo/pie',
  'd3-cloud',
  'topojson-client',
  'i18next',
  'react-i18next',
  '@radix-ui/react-dialog',
  '@radix-ui/react-dropdown-menu',
  '@radix-ui/react-popover',
  '@radix-ui/react-tooltip',
  // Of @voz/ui's DateRangePicker: the calendar and the only two locales it imports.
  'react-day-picker',
  'react-day-picker/locale/es',
  'react-day-picker/locale/en-US',
  '@tanstack/react-table',
  // Of @voz/validation, which the landed-dashboard stories import.
  'jsonc-parser',
];

/** Vite's aliases, given as a record or as a list, as a list. */
function aliases(alias: AliasOptions | undefined): Alias[] {
  if (!alias) return [];
  return Array.isArray(alias)
    ? (alias as Alias[])
    : Object.entries(alias as Record<string, string>).map(([find, replacement]) => ({ find, replacement }));
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/*/src/**/*.stories.tsx'],
  // addon-a11y audits every story with axe-core after it renders; under `npm run test:stories` a
  // serious or critical violation fails the story (preview.tsx: parameters.a11y).
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook's element highlighting (used by the a11y panel to point at a node, and by measure tools) watches
  // every DOM change of a story and, after each, reads the computed style of every element on the
  // page to find scroll containers — even with nothing to highlight. On a 51-widget dashboard that
  // was a tenth of the render time bench:render measures (BENCHMARKS.md); the product has no such
  // observer, so the stories go without it (the a11y panel lists the nodes all the same; the audit
  // itself does not need it).
  features: { highlight: false },
  // Props tables are not used; react-docgen was half of the build time.
  typescript: { reactDocgen: false },
  viteFinal: (vite) => ({
    ...vite,
    plugins: [...(vite.plugins ?? []), tailwindcss()],
    // nivo's charts without react-spring, as in the apps: they never animate (docs/decisions/0014).
    resolve: {
      ...vite.resolve,
      conditions: ['source', 'module', 'browser', 'development|production'],
      alias: [...aliases(STATIC_SPRING_ALIAS), ...aliases(vite.resolve?.alias)],
    },
    // Pre-bundled up front: discovered mid-run, Vite would re-optimise and reload the page (a
    // story then fails once with "Invalid hook call" on a clean cache, as in CI).
    optimizeDeps: { ...vite.optimizeDeps, include: [...(vite.optimizeDeps?.include ?? []), ...PREBUNDLED] },
  }),
};

export default config;
