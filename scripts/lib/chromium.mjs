// Debian's Chromium for the browser tests (never a browser download): found at VOZ_CHROMIUM or
// /usr/bin/chromium, installed with apt-get when missing. Node built-ins only.
import fs from 'node:fs';
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
