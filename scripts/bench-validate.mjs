#!/usr/bin/env node
// Validation benchmark: validates the repo's dashboards/ and a generated corpus of 500 dashboard
// files × 30 widgets (one tenant, seeded, so every run validates the same bytes). Times exclude
// Node start-up and file reading: they cover parsing, schema validation and every lint.
// Usage: npm run bench:validate [-- --runs 7] [--corpus-only] (--corpus-only skips the repo's
// dashboards, e.g. to profile the corpus alone with node --cpu-prof).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureBuilt, ensureInstalled, root } from './lib/workspace.mjs';

ensureInstalled();
ensureBuilt();
const { validateTenant, formatDocument } = await import('@voz/validation');
const { discover } = await import('@voz/validation/cli');
const { WIDGET_KINDS } = await import('@voz/schema');

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 7;
const DASHBOARDS = 500;
const WIDGETS = 30;

/** mulberry32: a tiny seeded PRNG, so the corpus is the same on every run. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A corpus tenant: auto-b's tenant, metadata and indicators, plus generated dashboards. */
function buildCorpus(dir) {
  const base = path.join(root, 'dashboards/auto-b');
  fs.mkdirSync(dir, { recursive: true });
  for (const f of ['metadata.json', 'indicators.json']) fs.copyFileSync(path.join(base, f), path.join(dir, f));
  const tenant = JSON.parse(fs.readFileSync(path.join(base, 'tenant.json'), 'utf8'));
  tenant.id = path.basename(dir);
  tenant.assignment = { rules: [], defaults: { dashboard: 'gen0' } };
  fs.writeFileSync(path.join(dir, 'tenant.json'), formatDocument(tenant, 'tenant'));
  const definitions = JSON.parse(fs.readFileSync(path.join(base, 'indicators.json'), 'utf8')).indicators;
  const indicators = Object.keys(definitions);
  const scales = Object.entries(tenant.colorScales ?? {});
  // The range of an indicator's values by its formula (docs/decisions/formulas.md; what the
  // color-scale-range lint checks): a widget colours them on a scale of that range or of none, so
  // the corpus stays clean. Indicators without a survey formula yield counts: any scale.
  const rangeOf = (definition) => {
    switch (definition.formula) {
      case 'nps':
      case 'nps-5':
      case 'nps-10':
        return { min: -100, max: 100 };
      case 'top-two-box':
      case 'sentiment-percentage':
        return { min: 0, max: 100 };
      case 'avgmax-10':
        return { min: 0, max: 10 };
      case 'average':
      case 'wavg':
        return definition.scale ?? tenant.formatting?.ratingRange ?? { min: 0, max: 10 };
      default:
        return undefined;
    }
  };
  const scalesFor = (indicator) => {
    const range = rangeOf(definitions[indicator]);
    return scales
      .filter(([, s]) => !range || !s.range || (s.range.min === range.min && s.range.max === range.max))
      .map(([name]) => name);
  };
  const kinds = [
    ['nps', [1, 2]],
    ['gauge', [1, 2]],
    ['bar', [2, 2]],
    ['trend', [2, 2]],
    ['word-cloud', [2, 2]],
    ['ranking', [1, 2]],
  ];
  const moments = [1, 2, 11251];
  const random = prng(42);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const text = (es) => ({ es, en: `${es} (en)` });
  // Only the options the kind accepts, so the corpus measures the clean path.
  const configFor = (type, indicator) => {
    const accepted = WIDGET_KINDS.find((k) => k.type === type).configProperties;
    const config = {};
    if (accepted.includes('decimals')) config.decimals = 1;
    const fitting = scalesFor(indicator);
    if (accepted.includes('colorScale') && fitting.length) config.colorScale = pick(fitting);
    return config;
  };
  for (let d = 0; d < DASHBOARDS; d++) {
    const widgets = [];
    // 30 widgets in 3 moment sections of 10 that share rows (conditions exclude each other).
    for (let w = 0; w < WIDGETS; w++) {
      const section = Math.floor(w / 10);
      const slot = w % 10;
      const [type, size] = pick(kinds);
      const indicator = pick(indicators);
      widgets.push({
        id: `w${w}`,
        type,
        title: text(`Indicador ${w} del tablero ${d}`),
        position: [(slot % 2) * 2, Math.floor(slot / 2) * 2],
        size,
        renderCondition: { criticalMoments: { equals: [moments[section]] } },
        config: configFor(type, indicator),
        indicators: [
          {
            indicator,
            groupBy: ['geoLocation'],
            extras: { criticalMomentInclude: [moments[section]], periods: 6 },
          },
        ],
      });
    }
    const dashboard = {
      $schema: '../../schemas/dashboard.schema.json',
      schemaVersion: 2,
      key: `gen${d}`,
      title: text(`Tablero generado ${d}`),
      widgets,
    };
    fs.writeFileSync(path.join(dir, `gen${d}.json`), formatDocument(dashboard, 'dashboard'));
  }
}

function measure(label, tenants) {
  const files = tenants.reduce((n, t) => n + t.files.size, 0);
  const times = [];
  let diagnostics = 0;
  for (let i = 0; i < runs + 1; i++) {
    const start = performance.now();
    diagnostics = tenants.reduce((n, t) => n + validateTenant(t).length, 0);
    const ms = performance.now() - start;
    if (i > 0) times.push(ms); // the first run warms the JIT up
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `${label}: ${files} files, median ${median.toFixed(1)} ms, min ${times[0].toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms over ${runs} runs (${diagnostics} diagnostics)`,
  );
  return { median, diagnostics };
}

if (!process.argv.includes('--corpus-only')) {
  measure('repo dashboards/', discover([path.join(root, 'dashboards')], root).tenants);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-bench-'));
const corpusDir = path.join(tmp, 'corpus');
buildCorpus(corpusDir);
const corpus = discover([corpusDir], tmp).tenants;
const { median, diagnostics } = measure(`generated corpus (${DASHBOARDS} dashboards × ${WIDGETS} widgets)`, corpus);
fs.rmSync(tmp, { recursive: true, force: true });
const target = 1000;
console.log(`target: corpus under ${target} ms — ${median < target ? 'met' : 'NOT met'}`);
if (diagnostics > 0) {
  const sample = validateTenant(corpus[0])
    .slice(0, 3)
    .map((d) => `${d.ruleId} ${d.file}#${d.pointer}: ${d.message}`);
  console.error(
    `the generated corpus should be clean, so the benchmark measures the clean path:\n${sample.join('\n')}`,
  );
  process.exitCode = 1;
}
