// Types of chromium.mjs for the TypeScript files that import it (.storybook/vitest.config.ts).

/** The launch flags every browser test uses. */
export const CHROMIUM_ARGS: readonly string[];

/** Path of the Chromium binary, installing Debian's `chromium` when it is missing (as root). */
export function ensureChromiumInstalled(options?: { log?: (line: string) => void }): string;
