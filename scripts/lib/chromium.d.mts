// Types of chromium.mjs for the TypeScript files that import it (.storybook/vitest.config.ts, apps/portal/e2e).

/** The launch flags every browser test uses. */
export const CHROMIUM_ARGS: readonly string[];

/** Path of the Chromium binary, installing Debian's `chromium` when it is missing (as root). */
export function ensureChromiumInstalled(options?: { log?: (line: string) => void }): string;

/**
 * Debian's Chromium in a fresh, empty profile (its folder: `profile`); `close()` ends it and removes
 * the profile.
 */
export function openFreshChromium<C extends { close(): Promise<void> }>(
  chromium: { launchPersistentContext(profile: string, options: Record<string, unknown>): Promise<C> },
  options?: Record<string, unknown>,
): Promise<{ context: C; profile: string; close: () => Promise<void> }>;
