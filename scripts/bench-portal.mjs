#!/usr/bin/env node
// `npm run bench:portal`: the production portal (apps/portal/dist served by the reference API on a
// seeded copy of the demo data) in Debian's Chromium, every navigation in a fresh profile (cold HTTP
// and code caches), localhost, 1366×900. The browser navigates once it has finished starting up
// (its processes idle: a Chromium just launched keeps both cores of a 2-core machine busy for about
// a second, and a user's browser is already running); --just-launched navigates right after the
// launch instead, as this benchmark did until 2026-11-27. Per run it measures
//   - /login: the JavaScript fetched until the sign-in form is rendered (the 'Ingresar' button);
//   - /dashboard as analista@ (its landing) and the largest landed dashboard (the dashboard of
//     dashboards/*/ with the most visible widgets once resolved, found by loading each landing of
//     the tenants' assignment rules): the JavaScript fetched before the dashboard's first render
//     (performance mark voz:dashboard-mount, set when [data-dashboard] mounts), the lazy JavaScript
//     fetched after it (the widget renderers' chunks, which the dashboard starts loading when it
//     mounts), and the time from navigation start to every widget painted (every frame ready or
//     empty: a frame is ready once its renderer mounted with the rows).
// JavaScript sizes are gzip (zlib, default level 6) of each JS response body, computed here: the
// server may not compress. Targets: at most 200 kB (200,000 bytes) of JS before the first render
// of /login and of /dashboard; every widget painted on the largest landed dashboard under 1.5 s.
// Before the measured runs, each page is loaded once in another browser (the server's and the
// data's warm-up is not what is measured); the measured navigations start with a cold cache.
// The machine line names the CPU and Chromium and times a fixed piece of JavaScript work
// (referenceWork in scripts/lib/bench.mjs): machines of one size are not equally fast.
// Options: --runs N (default 5), --write (update the `## Portal` section of BENCHMARKS.md),
// --just-launched (see above).
// Exits 0 even when a target is missed (it prints MISSED).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { median, referenceWork, waitForBrowserIdle, waitForWidgetsPainted } from './lib/bench.mjs';
import { ensureChromiumInstalled, openFreshChromium } from './lib/chromium.mjs';
import { DEMO_RESPONSES, seedTemplate, startPortalServer } from './lib/portal-server.mjs';
import { ensureBuilt, ensureWebBuilt, root } from './lib/workspace.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    write: { type: 'boolean', default: false },
    'just-launched': { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a positive integer, not ${args.runs}`);

const TARGET_JS_BYTES = 200_000;
const TARGET_PAINT_MS = 1500;
const VIEWPORT = { width: 1366, height: 900 };
const PASSWORD = 'demo1234';
const SESSION_KEY = 'voz-session';
const LOGIN_BUTTON = 'Ingresar';
/** In BENCHMARKS.md, what follows this line in the Portal section is written by hand: --write keeps it. */
const NOTES = '<!-- bench:portal: notes below are kept by --write -->';

ensureBuilt();
ensureWebBuilt();
const chromiumPath = ensureChromiumInstalled();
const { chromium } = await import('playwright');

// ── Candidates: every landing of the tenants' assignment rules ───────────────────────────────────

/**
 * The dashboards users land on, per tenant of dashboards/: for each rule of the `dashboard` page,
 * the demo account of its first level (`<level>@<tenant>.demo`, lector@ when the rule names no
 * level) and the query that selects its first critical moment; the tenant's default dashboard for
 * lector@ (no level). A dashboard reached by several landings is kept once (its first).
 */
function landings() {
  const out = [];
  const dir = path.join(root, 'dashboards');
  for (const tenantId of fs.readdirSync(dir).sort()) {
    const file = path.join(dir, tenantId, 'tenant.json');
    if (!fs.existsSync(file)) continue;
    const tenant = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const rule of tenant.assignment?.rules ?? []) {
      if (rule.when?.page !== undefined && rule.when.page !== 'dashboard') continue;
      const level = rule.when?.levels?.[0];
      // A plain list of moments, or a selection test ({ equals: [1] }…): its first id selected alone.
      const test = rule.when?.criticalMoments;
      const moment = Array.isArray(test)
        ? test[0]
        : (test?.equals ?? test?.includesAny ?? test?.includesAll ?? test?.within)?.[0];
      out.push({
        tenant: tenantId,
        key: rule.dashboard,
        email: `${level ? level.toLowerCase() : 'lector'}@${tenantId}.demo`,
        query: moment === undefined ? '' : `?cm=${moment}`,
      });
    }
    const fallback = tenant.assignment?.defaults?.dashboard;
    if (fallback) out.push({ tenant: tenantId, key: fallback, email: `lector@${tenantId}.demo`, query: '' });
  }
  const seen = new Set();
  return out.filter((c) => {
    const id = `${c.tenant}/${c.key}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

// ── Sessions ─────────────────────────────────────────────────────────────────────────────────────

/** Signs an account in over HTTP; answers the persisted session the portal reads from localStorage. */
async function sessionOf(url, email) {
  const auth = await fetch(`${url}/api/lcm/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: PASSWORD }),
  });
  if (!auth.ok) throw new Error(`sign-in of ${email} failed: HTTP ${auth.status} ${await auth.text()}`);
  const token = (await auth.json()).id_token;
  const account = await fetch(`${url}/api/lcm/account?full=true`, { headers: { authorization: `Bearer ${token}` } });
  if (!account.ok) throw new Error(`account of ${email} failed: HTTP ${account.status}`);
  const state = { token, account: await account.json(), language: null, returnTo: null };
  return JSON.stringify({ state, version: 1 });
}

// ── One page load in a fresh browser ─────────────────────────────────────────────────────────────

const justLaunched = args['just-launched'];
/** How the browser was when the runs navigated, as the JSON and the table's machine cell say it. */
const browserState = justLaunched ? 'just launched' : 'started up';
/** How long each browser took to finish starting up (ms), when the runs wait for it. */
const startupWaits = [];

/**
 * Runs `fn(context)` in a Chromium with a new, empty profile (cold HTTP and code caches), once the
 * browser has finished starting up (unless --just-launched).
 */
async function withFreshBrowser(fn) {
  const browser = await openFreshChromium(chromium, { viewport: VIEWPORT });
  try {
    if (!justLaunched) startupWaits.push(await waitForBrowserIdle(browser.profile));
    return await fn(browser.context);
  } finally {
    await browser.close();
  }
}

/**
 * Runs in the page before its scripts: a large resource-timing buffer (the dashboard makes hundreds
 * of API calls), the session when one is given, and the times (ms from navigation start) at which
 * what `watch` names first appears in the document: the sign-in button (loginForm), the page title
 * (pageTitle), the dashboard (dashboard). The observer stops once all of them are seen.
 */
function instrument({ sessionKey, session, loginButton, watch }) {
  performance.setResourceTimingBufferSize(100_000);
  if (session !== null) localStorage.setItem(sessionKey, session);
  const probes = {
    loginForm: () =>
      [...document.querySelectorAll('button[type="submit"]')].some((b) => b.textContent?.trim() === loginButton),
    pageTitle: () => document.getElementById('page-title') !== null,
    dashboard: () => document.querySelector('[data-dashboard]') !== null,
  };
  const seen = {};
  window.__vozBench = seen;
  const observer = new MutationObserver(() => {
    const now = performance.now();
    for (const name of watch) if (seen[name] === undefined && probes[name]()) seen[name] = now;
    if (watch.every((name) => seen[name] !== undefined)) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

const gzipSizes = new Map();

/** Gzip size (zlib, default level) of a body, computed once per URL (the chunks are content-hashed). */
function gzipSize(url, body) {
  if (!gzipSizes.has(url)) gzipSizes.set(url, zlib.gzipSync(body).length);
  return gzipSizes.get(url);
}

const isScript = (url) => /\.m?js$/.test(new URL(url).pathname);
/** A chunk's name without its content hash: assets/MainArea-BWZSUb9V.js → MainArea. */
const chunkName = (url) =>
  path
    .basename(new URL(url).pathname)
    .replace(/\.m?js$/, '')
    .replace(/-[\w-]{8}$/, '');

/**
 * Opens `pathname` in a fresh browser (signed in when `session` is given), waits with `until(page)`,
 * then answers the scripts fetched (URL, chunk name, start in ms from navigation, raw and gzip
 * bytes, content-encoding), what `until` answered, and the page's marks.
 */
async function load(url, pathname, { session = null, watch, until }) {
  return withFreshBrowser(async (context) => {
    await context.addInitScript(instrument, { sessionKey: SESSION_KEY, session, loginButton: LOGIN_BUTTON, watch });
    const page = context.pages()[0] ?? (await context.newPage());
    const bodies = new Map();
    page.on('response', (response) => {
      if (!isScript(response.url())) return;
      bodies.set(
        response.url(),
        response.body().then(
          (body) => ({
            raw: body.length,
            gzip: gzipSize(response.url(), body),
            encoding: response.headers()['content-encoding'] ?? null,
          }),
          () => null,
        ),
      );
    });
    await page.goto(`${url}${pathname}`, { waitUntil: 'commit' });
    const result = await until(page);
    const timings = await page.evaluate(() => ({
      seen: { ...window.__vozBench },
      mount: performance.getEntriesByType('mark').find((m) => m.name.startsWith('voz:dashboard-mount:'))?.startTime,
      resources: performance
        .getEntriesByType('resource')
        .map((e) => ({ url: e.name, start: e.startTime, end: e.responseEnd })),
    }));
    const scripts = [];
    for (const entry of timings.resources.filter((e) => isScript(e.url))) {
      const body = await bodies.get(entry.url);
      if (!body) throw new Error(`no response body for ${entry.url}`);
      scripts.push({ url: entry.url, name: chunkName(entry.url), start: entry.start, end: entry.end, ...body });
    }
    return { result, scripts, seen: timings.seen, mount: timings.mount };
  });
}

const sum = (scripts) => scripts.reduce((total, s) => total + s.gzip, 0);

/** /login: the scripts fetched (started) before the sign-in button is in the document and visible. */
async function measureLogin(url) {
  const { scripts, seen } = await load(url, '/login', {
    watch: ['loginForm'],
    until: async (page) => {
      await page.getByRole('button', { name: LOGIN_BUTTON }).waitFor({ state: 'visible', timeout: 60_000 });
      await page.waitForLoadState('networkidle');
    },
  });
  if (seen.loginForm === undefined) throw new Error('the sign-in form was not seen');
  const before = scripts.filter((s) => s.start < seen.loginForm);
  return {
    before,
    after: scripts.filter((s) => s.start >= seen.loginForm),
    jsBefore: sum(before),
    renderedAt: seen.loginForm,
  };
}

/**
 * A signed-in dashboard: scripts fetched before the dashboard's first render (the mount mark) and
 * after it (the widgets' lazy chunks), the time to every widget painted, and what was shown.
 */
async function measureDashboard(url, pathname, session) {
  const { result, scripts, seen, mount } = await load(url, pathname, {
    session,
    watch: ['pageTitle', 'dashboard'],
    until: async (page) => {
      const painted = await waitForWidgetsPainted(page);
      await page.waitForLoadState('networkidle');
      return painted;
    },
  });
  if (mount === undefined) throw new Error(`${pathname}: no voz:dashboard-mount mark`);
  const before = scripts.filter((s) => s.start < mount);
  const after = scripts.filter((s) => s.start >= mount);
  return {
    dashboard: result.dashboard,
    widgets: result.widgets,
    errors: result.errors,
    painted: result.fromNavigation,
    paintedFromMount: result.fromMount,
    firstRender: mount,
    pageTitleAt: seen.pageTitle,
    before,
    after,
    jsBefore: sum(before),
    jsBeforeTitle: sum(scripts.filter((s) => seen.pageTitle !== undefined && s.start < seen.pageTitle)),
    jsLazy: sum(after),
  };
}

// ── The run ──────────────────────────────────────────────────────────────────────────────────────

// Other work on the machine (builds, tests) slows the browser and the server alike: the load average
// when the runs start and end is printed with the figures.
const loadAtStart = os.loadavg()[0];
console.error('› seeding the demo data (once; kept in the temporary folder)…');
const template = seedTemplate();
// The same fixed work on every machine, timed before the server starts (the seeding is done): how
// fast this machine is, so rows measured on different machines can be set side by side.
const reference = referenceWork();
const chromiumVersion =
  spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' }).stdout?.match(/Chromium [\d.]+/)?.[0] ??
  'Chromium (version unknown)';
const cpuModel = (() => {
  const cpuinfo = fs.existsSync('/proc/cpuinfo') ? fs.readFileSync('/proc/cpuinfo', 'utf8') : '';
  return /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown CPU';
})();
const server = await startPortalServer({ template });
const cases = [];
const encodings = new Set();
try {
  const sessions = new Map();
  const sessionFor = async (email) => {
    if (!sessions.has(email)) sessions.set(email, await sessionOf(server.url, email));
    return sessions.get(email);
  };

  // Warm-up of the server and probe of the landings (not measured): the largest landed dashboard.
  console.error('› warm-up: /login, then every landed dashboard once (counting its widgets)…');
  await measureLogin(server.url);
  const probes = [];
  for (const candidate of landings()) {
    let session;
    try {
      session = await sessionFor(candidate.email);
    } catch (error) {
      console.error(`  skipped ${candidate.key} (${candidate.email}): ${error.message}`);
      continue;
    }
    const probe = await measureDashboard(server.url, `/dashboard${candidate.query}`, session);
    console.error(
      `  ${candidate.email} /dashboard${candidate.query}: ${probe.dashboard}, ${probe.widgets} widgets, ${probe.errors} in error`,
    );
    if (probe.dashboard !== candidate.key) {
      console.error(`  (expected ${candidate.key}: not counted)`);
      continue;
    }
    probes.push({ ...candidate, widgets: probe.widgets });
  }
  if (probes.length === 0) throw new Error('no landed dashboard could be loaded');
  const largest = probes.reduce((best, p) => (p.widgets > best.widgets ? p : best));
  const analista = `analista@${largest.tenant}.demo`;

  const targets = [
    { id: 'login', label: '/login', run: () => measureLogin(server.url) },
    {
      id: 'dashboard',
      label: `/dashboard (${analista})`,
      run: async () => measureDashboard(server.url, '/dashboard', await sessionFor(analista)),
    },
    {
      id: 'largest',
      label: `/dashboard${largest.query} (${largest.email})`,
      run: async () => measureDashboard(server.url, `/dashboard${largest.query}`, await sessionFor(largest.email)),
    },
  ];
  for (const target of targets) target.results = [];
  for (let i = 0; i < runs; i++) {
    console.error(`› run ${i + 1}/${runs}`);
    for (const target of targets) target.results.push(await target.run());
  }
  for (const target of targets) {
    for (const r of target.results) for (const s of [...r.before, ...r.after]) encodings.add(s.encoding ?? 'identity');
    cases.push(target);
  }
} finally {
  await server.stop();
}

// ── Report ───────────────────────────────────────────────────────────────────────────────────────

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (x) => `${Math.round(x)} ms`;
const stats = (xs) => ({ median: median(xs), max: Math.max(...xs) });

/** Chunks of the first run's list, by gzip size (the same files every run: they are content-hashed). */
const chunks = (list) =>
  [...list]
    .sort((a, b) => b.gzip - a.gzip)
    .map((s) => ({ name: path.basename(new URL(s.url).pathname), gzip: s.gzip, raw: s.raw }));

const summary = cases.map((c) => {
  const first = c.results[0];
  const js = stats(c.results.map((r) => r.jsBefore));
  const out = {
    id: c.id,
    page: c.label,
    runs: c.results.length,
    jsBeforeFirstRender: js,
    jsTarget: TARGET_JS_BYTES,
    jsMet: js.max <= TARGET_JS_BYTES,
    scriptsBefore: chunks(first.before),
  };
  if (c.id === 'login') {
    out.renderedAt = stats(c.results.map((r) => r.renderedAt));
    out.scriptsAfter = chunks(first.after);
  } else {
    out.dashboard = first.dashboard;
    out.widgets = first.widgets;
    out.errors = Math.max(...c.results.map((r) => r.errors));
    out.firstRender = stats(c.results.map((r) => r.firstRender));
    out.jsBeforePageTitle = stats(c.results.map((r) => r.jsBeforeTitle));
    out.lazyWidgetJs = stats(c.results.map((r) => r.jsLazy));
    out.lazyScripts = chunks(first.after);
    out.painted = stats(c.results.map((r) => r.painted));
    out.paintedFromFirstRender = stats(c.results.map((r) => r.paintedFromMount));
  }
  if (c.id === 'largest') {
    out.paintTarget = TARGET_PAINT_MS;
    out.paintMet = out.painted.median < TARGET_PAINT_MS && out.errors === 0;
  }
  // The JS target is about the login page and the dashboard page; the largest landed dashboard is
  // the same page for another account, so it is held to it too.
  return out;
});

const nproc = (() => {
  const result = spawnSync('nproc', [], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : String(os.availableParallelism());
})();
const loadAtEnd = os.loadavg()[0];
const loadNote = `load average ${loadAtStart.toFixed(1)} at start, ${loadAtEnd.toFixed(1)} at end`;
const launchNote = justLaunched
  ? 'navigated right after the browser launched (--just-launched)'
  : `navigated once the browser had finished starting up (waited ${Math.round(median(startupWaits))} ms, median)`;
const referenceNote = `reference work ${Math.round(reference.ms)} ms`;
const machine = `${nproc} cores (nproc, ${cpuModel}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node.replace(/\.\d+$/, '')}, ${chromiumVersion}, ${os.platform()}, ${referenceNote}, ${loadNote}`;
const date = new Date().toISOString().slice(0, 10);
const missed = summary.flatMap((s) => [
  ...(s.jsMet ? [] : [`${s.page}: JS before first render ${kB(s.jsBeforeFirstRender.max)} > ${kB(TARGET_JS_BYTES)}`]),
  ...(s.paintMet === false
    ? [
        `${s.page}: every widget painted in ${ms(s.painted.median)} (median), target < ${ms(TARGET_PAINT_MS)}${s.errors ? `, ${s.errors} widgets in error` : ''}`,
      ]
    : []),
]);

const jsCell = (s) => `${kB(s.jsBeforeFirstRender.median)} / ${kB(s.jsBeforeFirstRender.max)}`;
const rowCells = (s) => [
  s.page + (s.dashboard ? ` → ${s.dashboard}` : ''),
  s.widgets === undefined ? '—' : String(s.widgets),
  `${jsCell(s)} (${s.scriptsBefore.length} files)`,
  s.lazyWidgetJs ? `${kB(s.lazyWidgetJs.median)} (${s.lazyScripts.length} files)` : '—',
  s.painted ? `${ms(s.painted.median)} / ${ms(s.painted.max)}` : `form: ${ms(s.renderedAt.median)}`,
  [
    `JS ≤ ${kB(TARGET_JS_BYTES)}: ${s.jsMet ? 'met' : 'MISSED'}`,
    ...(s.paintMet === undefined ? [] : [`painted < ${ms(TARGET_PAINT_MS)}: ${s.paintMet ? 'met' : 'MISSED'}`]),
  ].join('; '),
];
const HEADER = [
  'page',
  'widgets',
  'JS before first render, gzip (median / max)',
  'lazy widget JS, gzip (median)',
  'every widget painted from navigation (median / max)',
  'targets',
];

console.log(
  `\nportal benchmark: ${runs} runs, cold cache (fresh Chromium profile per navigation, ${launchNote}), localhost, ${VIEWPORT.width}×${VIEWPORT.height}; ${machine}`,
);
console.log(`server responses for JS: ${[...encodings].join(', ')} (sizes below are gzip computed here)`);
console.log(`largest landed dashboard: ${summary.find((s) => s.id === 'largest').dashboard}`);
console.log(`| ${HEADER.join(' | ')} |`);
console.log(`| ${HEADER.map(() => '---').join(' | ')} |`);
for (const s of summary) console.log(`| ${rowCells(s).join(' | ')} |`);
for (const s of summary) {
  console.log(`\n${s.page}: JS before first render (gzip, raw)`);
  for (const c of s.scriptsBefore) console.log(`  ${kB(c.gzip).padStart(9)}  ${kB(c.raw).padStart(9)}  ${c.name}`);
  if (s.firstRender)
    console.log(
      `  first render at ${ms(s.firstRender.median)} (median; max ${ms(s.firstRender.max)}), every widget painted ${ms(s.paintedFromFirstRender.median)} after it`,
    );
  if (s.jsBeforePageTitle && s.jsBeforePageTitle.median !== s.jsBeforeFirstRender.median)
    console.log(`  (before the page title appeared: ${kB(s.jsBeforePageTitle.median)})`);
  const after = s.lazyScripts ?? s.scriptsAfter;
  if (after.length > 0) {
    console.log(`${s.page}: JS fetched after the first render: ${kB(sum(after))}`);
    for (const c of after) console.log(`  ${kB(c.gzip).padStart(9)}  ${kB(c.raw).padStart(9)}  ${c.name}`);
  }
}
console.log(missed.length ? `\nMISSED: ${missed.join('; ')}` : '\nall targets met');
console.log(
  JSON.stringify({
    benchmark: 'portal',
    date,
    machine,
    runs,
    browser: browserState,
    targets: { jsBytes: TARGET_JS_BYTES, paintMs: TARGET_PAINT_MS },
    results: summary,
  }),
);

if (args.write) await writeSection();
process.exitCode = 0;

// ── BENCHMARKS.md ────────────────────────────────────────────────────────────────────────────────

/** Wraps a paragraph or a list item at 100 columns (continuation lines of an item indented). */
function wrap(text, width = 100) {
  const indent = text.startsWith('- ') ? '  ' : '';
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = indent + word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  return [...lines, line];
}

/**
 * Rewrites the `## Portal` section of BENCHMARKS.md (appended when missing; the other sections are
 * kept as they are): what is measured, a table of this run's rows only (BENCHMARKS.md keeps the
 * latest row of each measure), the command, the chunks before the first render of /dashboard, and
 * the notes written by hand under the NOTES marker. The rows it replaces are appended to the first
 * table of the `## Portal` section of docs/benchmarks-history.md. Formatted with prettier, as
 * `npm run lint` checks.
 */
async function writeSection() {
  const file = path.join(root, 'BENCHMARKS.md');
  const text = fs.readFileSync(file, 'utf8');
  const start = text.search(/^## Portal\b/m);
  const end = start < 0 ? -1 : text.slice(start + 1).search(/^## /m);
  const old = start < 0 ? '' : end < 0 ? text.slice(start) : text.slice(start, start + 1 + end);
  const tableHead = ['date', 'machine', ...HEADER, 'runs'];
  const history = old
    .split('\n')
    .filter((line) => /^\| \d{4}-\d{2}-\d{2} /.test(line))
    .map((line) => line.trim());
  const rows = summary.map(
    (s) =>
      `| ${[date, `${nproc} cores, ${referenceNote}, load ${loadAtStart.toFixed(1)}–${loadAtEnd.toFixed(1)}, browser ${browserState}`, ...rowCells(s), String(s.runs)].join(' | ')} |`,
  );
  // Notes written by hand under the marker are kept.
  const marker = old.indexOf(NOTES);
  const notes = marker < 0 ? '' : old.slice(marker + NOTES.length).trim();
  const dashboard = summary.find((s) => s.id === 'dashboard');
  const largest = summary.find((s) => s.id === 'largest');
  const dashboardRows = dashboard.scriptsBefore.map((c) => `| \`${c.name}\` | ${kB(c.gzip)} | ${kB(c.raw)} |`);
  const section = [
    '## Portal (`npm run bench:portal`)',
    '',
    ...wrap(
      `What it measures: the production build of the portal (\`apps/portal/dist\`, served by the reference API on a copy of the demo data: ${DEMO_RESPONSES} answers per tenant) in Debian's Chromium (headless, \`--disable-gpu\`) at ${VIEWPORT.width}×${VIEWPORT.height} on localhost, every navigation in a fresh profile (cold HTTP and code caches). Since 2026-11-27 the browser navigates once it has finished starting up (its processes idle, read from \`/proc\`): a Chromium just launched keeps both cores of this 2-core machine busy for about a second, and a user's browser is already running. Rows whose machine cell does not say 'browser started up' (every row before, and those of \`--just-launched\`) navigated right after the launch. Each page is loaded once in another browser before the measured runs, so the server and its data are warm (that is not what is measured).`,
    ),
    '',
    ...wrap("- `/login`: the JavaScript fetched until the sign-in form is rendered (the 'Ingresar' button)."),
    ...wrap(
      "- `/dashboard`, signed in (the session written to localStorage before the page loads): as analista@ (its landing, the level's dashboard) and on the largest landed dashboard (the landing of the tenants' assignment rules with the most visible widgets, found by loading each once). The JavaScript fetched before the dashboard's first render (the mark `voz:dashboard-mount`, set when `[data-dashboard]` mounts); the widget renderers' chunks, which the dashboard starts loading when it mounts, are fetched after it and reported apart; and the time from navigation start to every widget painted (every frame's `data-state` ready or empty, the renderer mounted).",
    ),
    '',
    ...wrap(
      `Sizes are gzip (zlib, default level) of each JS response body, in kB of 1000 bytes (the server answered ${[...encodings].join(', ')}). Targets: at most 200 kB of JS before the first render of \`/login\` and of \`/dashboard\`; every widget painted on the largest landed dashboard under 1.5 s (median of the runs). The machine column gives the load average (1 minute) when the runs started and when they ended: other work on the machine slows the browser and the server alike. Since 2026-11-27 (evening) it also gives the time of a fixed piece of JavaScript work on one core (\`referenceWork\` in \`scripts/lib/bench.mjs\`: sorting and serialising seeded numbers, the fastest of 7 runs, timed before the server starts): machines of the same size are not equally fast, and this is a rough guide to how fast the one of a row was. Rows without it were measured before it existed.`,
    ),
    '',
    `| ${tableHead.join(' | ')} |`,
    `| ${tableHead.map(() => '---').join(' | ')} |`,
    ...rows,
    '',
    ...wrap(
      `Command: \`npm run bench:portal -- --runs ${runs}${justLaunched ? ' --just-launched' : ''} --write\` (last run: ${machine}; ${launchNote}).`,
    ),
    '',
    `JavaScript before the first render of \`/dashboard\` (${dashboard.dashboard}, ${date}), by chunk:`,
    '',
    '| chunk | gzip | raw |',
    '| --- | --- | --- |',
    ...dashboardRows,
    '',
    ...wrap(
      `Lazy widget JavaScript of ${largest.dashboard} (${largest.widgets} widgets): ${kB(largest.lazyWidgetJs.median)} gzip in ${largest.lazyScripts.length} files.`,
    ),
    '',
    NOTES,
    notes,
  ].join('\n');
  const next =
    start < 0
      ? `${text.trimEnd()}\n\n${section}`
      : `${text.slice(0, start)}${section}\n${end < 0 ? '' : text.slice(start + 1 + end)}`;
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
  console.error(`› wrote the ## Portal section of ${path.relative(process.cwd(), file) || file}`);
  if (history.length > 0) await appendHistory(history, prettier);
}

/**
 * Appends rows replaced in BENCHMARKS.md after the last row of the first table of the
 * `## Portal` section of docs/benchmarks-history.md, so that no measurement is lost.
 */
async function appendHistory(history, prettier) {
  const file = path.join(root, 'docs', 'benchmarks-history.md');
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const section = lines.findIndex((line) => /^## Portal\b/.test(line));
  if (section < 0) throw new Error(`${file} has no ## Portal section for the replaced rows`);
  const first = lines.findIndex((line, i) => i > section && line.startsWith('|'));
  let last = first;
  while (last + 1 < lines.length && lines[last + 1].startsWith('|')) last++;
  lines.splice(last + 1, 0, ...history);
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(lines.join('\n'), { ...options, filepath: file }));
  console.error(`› moved ${history.length} earlier rows to ${path.relative(process.cwd(), file) || file}`);
}
