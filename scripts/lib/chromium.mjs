// Debian's Chromium for the browser tests (never a browser download): found at VOZ_CHROMIUM or
// /usr/bin/chromium, installed with apt-get when missing. Node built-ins only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { aptInstall, canApt } from './apt.mjs';

/** The launch flags every browser test uses (a closed network refuses Chromium's background calls). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Path of the Chromium binary, installing Debian's `chromium` when it is missing (as root). */
export function ensureChromiumInstalled({ log = (line) => console.error(line) } = {}) {
  const wanted = process.env.VOZ_CHROMIUM ?? '/usr/bin/chromium';
  if (fs.existsSync(wanted)) return wanted;
  if (!canApt()) {
    throw new Error(
      `Chromium not found at ${wanted}. Install Debian's package as root (apt-get install -y chromium) ` +
        'or point VOZ_CHROMIUM at a Chromium binary.',
    );
  }
  log('› installing Chromium for the browser tests (apt-get install chromium)…');
  aptInstall(['chromium']);
  if (!fs.existsSync(wanted)) throw new Error(`apt-get installed chromium but ${wanted} is missing`);
  return wanted;
}

/**
 * Debian's Chromium in a fresh, empty profile (Playwright's launchPersistentContext: plain launch()
 * refuses --user-data-dir), with the project's flags. `chromium` is Playwright's browser type (of
 * `playwright` or `@playwright/test`); `options` are added to the launch options (viewport,
 * baseURL...). `profile` is the profile's folder; `close()` ends the browser and removes it.
 */
export async function openFreshChromium(chromium, options = {}) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-chromium-'));
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: ensureChromiumInstalled(),
      headless: true,
      args: [...CHROMIUM_ARGS],
      ...options,
    });
    return {
      context,
      profile,
      close: async () => {
        await context.close().catch(() => undefined);
        fs.rmSync(profile, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(profile, { recursive: true, force: true });
    throw error;
  }
}
