#!/usr/bin/env node
// `npm run bench:editor`: the time of one edit in the dashboard editor on a 60-widget dashboard, in
// Debian's Chromium against the production build served by its own API server. An edit is what a
// consultant does many times a minute: a widget moved by the keyboard (arrow), resized
// (Shift+arrow), or its title typed. Each is timed in the page from the key event to the next
// frame, so it covers the document update, validation of the tenant folder, resolution of the
// dashboard, the canvas and the JSON text: everything the editor does per edit. The dashboard is
// generated (seeded: the same at every run) for auto-b's tenant and is valid.
// Options: --edits N per kind (default 40, after 5 warm-up edits), --no-build.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { median } from './lib/bench.mjs';
import { ensureChromiumInstalled, openFreshChromium } from './lib/chromium.mjs';
import { seedTemplate, startPortalServer } from './lib/portal-server.mjs';
import { ensureBuilt, ensureInstalled, ensureWebBuilt, root } from './lib/workspace.mjs';

const { values: args } = parseArgs({
  options: { edits: { type: 'string', default: '40' }, 'no-build': { type: 'boolean', default: false } },
});
const EDITS = Number(args.edits);
const WIDGETS = 60;
const TARGET_MS = 16;

ensureInstalled();
if (!args['no-build']) {
  ensureBuilt();
  ensureWebBuilt();
}
ensureChromiumInstalled();
const { formatDocument } = await import('@voz/validation');

/** 60 widgets of auto-b, 4 to a row, of kinds that read rows, each with a request and both languages. */
function benchDashboard() {
  const indicators = Object.keys(
    JSON.parse(fs.readFileSync(path.join(root, 'dashboards/auto-b/indicators.json'), 'utf8')).indicators,
  );
  const kinds = ['nps', 'gauge', 'bar-by-geo', 'csat'];
  const widgets = Array.from({ length: WIDGETS }, (_, i) => {
    const type = kinds[i % kinds.length];
    return {
      id: `w${i + 1}`,
      type,
      title: { es: `Indicador ${i + 1}`, en: `Indicator ${i + 1}` },
      position: [i % 4, Math.floor(i / 4) * 2],
      size: [1, 2],
      indicators: [
        {
          indicator: indicators[i % indicators.length],
          ...(type === 'bar-by-geo' ? { groupBy: ['geoLocation'] } : {}),
        },
      ],
    };
  });
  return {
    $schema: '../../schemas/dashboard.schema.json',
    schemaVersion: 2,
    key: 'bench60',
    title: { es: 'Banco de pruebas: 60 widgets', en: 'Bench: 60 widgets' },
    widgets,
  };
}

const server = await startPortalServer({ template: seedTemplate() });
const browser = await openFreshChromium(chromium, { baseURL: server.url, viewport: { width: 1500, height: 950 } });
const results = {};
let diagnostics;
try {
  fs.writeFileSync(
    path.join(server.dashboardsDir, 'auto-b/bench60.json'),
    formatDocument(benchDashboard(), 'dashboard'),
  );
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await page.goto('/editor/');
  await page.getByLabel('Correo electrónico').fill('consultor@voz.demo');
  await page.getByLabel('Contraseña').fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('navigation', { name: 'Tenants' }).waitFor();
  await page.goto('/editor/t/auto-b/bench60.json');
  await page.locator('[data-canvas] [data-widget-id="w1"]').waitFor();
  const count = await page.locator('[data-canvas] [data-widget-id]').count();
  if (count !== WIDGETS) throw new Error(`the canvas shows ${count} widgets, not ${WIDGETS}`);
  diagnostics = await page
    .locator('[data-diagnostics]')
    .evaluate((e) => ({ errors: e.getAttribute('data-errors'), warnings: e.getAttribute('data-warnings') }));
  // A widget of the first row, selected: right and left stay on the grid; its title field shows.
  await page.locator('[data-canvas] [data-widget-id="w2"]').click();
  await page.locator('input[aria-label="Título (español)"]').waitFor();

  /**
   * Times edits in the page. `response`: from the event to the card drawn at its new place, size
   * or title on the canvas, laid out (reading the layout forces style and layout). `validated`: from the event to the frame after the deferred render that
   * formats, validates and shows the diagnostics of the new document (data-pending="false").
   */
  const timeEdits = (kind, n) =>
    page.evaluate(
      async ({ kind, n }) => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        const diagnostics = document.querySelector('[data-diagnostics]');
        const settled = async () => {
          const until = performance.now() + 5000;
          while (diagnostics.getAttribute('data-pending') !== 'false') {
            if (performance.now() > until) throw new Error('the edit was never validated (data-pending stays true)');
            await new Promise((r) => setTimeout(r, 0));
          }
          await frame();
        };
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        const response = [];
        const validated = [];
        for (let i = 0; i < n; i++) {
          const target = document.querySelector('[data-canvas] [data-widget-id="w2"]');
          const title = document.querySelector('input[aria-label="Título (español)"]');
          if (kind !== 'title') target.focus();
          const card = () => document.querySelector('[data-canvas] [data-widget-id="w2"]');
          const before =
            kind === 'title'
              ? card().textContent
              : `${card().style.transform}|${card().style.width}|${card().style.height}`;
          const now = () =>
            kind === 'title'
              ? card().textContent
              : `${card().style.transform}|${card().style.width}|${card().style.height}`;
          const start = performance.now();
          if (kind === 'title') {
            setter.call(title, `${title.value}${i % 2 ? 'a' : 'b'}`);
            title.dispatchEvent(new Event('input', { bubbles: true }));
          } else {
            // Back and forth between two places (columns 2 and 3) or two heights (2 and 3).
            const [x] = target.getAttribute('data-position').split(',').map(Number);
            const [, h] = target.getAttribute('data-size').split(',').map(Number);
            const key = kind === 'move' ? (x === 1 ? 'ArrowRight' : 'ArrowLeft') : h === 2 ? 'ArrowDown' : 'ArrowUp';
            target.dispatchEvent(
              new KeyboardEvent('keydown', { key, shiftKey: kind === 'resize', bubbles: true, cancelable: true }),
            );
          }
          // The card drawn at its new place or size (react-grid-layout may apply it in an effect).
          while (now() === before) {
            if (performance.now() - start > 5000) throw new Error(`the ${kind} edit did not show on the canvas`);
            await new Promise((r) => setTimeout(r, 0));
          }
          void document.querySelector('[data-canvas]').offsetHeight;
          response.push(performance.now() - start);
          await settled();
          validated.push(performance.now() - start);
        }
        return { response, validated };
      },
      { kind, n },
    );
  for (const kind of ['move', 'resize', 'title']) {
    await timeEdits(kind, 5); // warm-up
    results[kind] = await timeEdits(kind, EDITS);
  }
} finally {
  await browser.close();
  await server.stop();
}

const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
console.log(
  `\neditor benchmark: ${WIDGETS}-widget dashboard (auto-b), ${EDITS} edits per kind after 5 warm-up edits, Chromium, 1500×950; validation of the file: ${diagnostics.errors} errors, ${diagnostics.warnings} warnings`,
);
console.log('| edit | response: median | p95 | max | validated and shown: median | p95 | target (response median) |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
let missed = false;
for (const [name, label] of [
  ['move', 'move by keyboard (arrow)'],
  ['resize', 'resize by keyboard (Shift+arrow)'],
  ['title', 'type one character of the title'],
]) {
  const { response, validated } = results[name];
  const met = median(response) < TARGET_MS;
  missed ||= !met;
  const ms = (x) => `${x.toFixed(1)} ms`;
  console.log(
    `| ${label} | ${ms(median(response))} | ${ms(p95(response))} | ${ms(Math.max(...response))} | ${ms(median(validated))} | ${ms(p95(validated))} | < ${TARGET_MS} ms: ${met ? 'met' : 'NOT met'} |`,
  );
}
process.exitCode = missed ? 1 : 0;
