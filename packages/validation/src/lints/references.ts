// What dashboards and fragments name, as written: levels and metadata.json ids in render
// conditions and in requests' extras, indicator names, routes, extras only some calls take,
// operation (context) fields, and colour-scale names.
import { routeForUrl, type RouteDef } from '@voz/core';
import { suggest } from '../suggest.js';
import type { DocumentScan, LintContext, LintFamily } from './family.js';
import { checkId, checkIds, forEachLeaf, isRecord, unknownIndicatorMessage } from './helpers.js';

const rules = {
  'unknown-route': {
    severity: 'error',
    summary: 'An indicator request `url` that is not a call of the routing table.',
  },
  'extra-wrong-route': {
    severity: 'error',
    summary:
      'An extra its call does not take: `sentiment` outside the social-listening calls, `interval`, `metric` or `breakdown` outside the social overview chart (the backend would answer 400).',
  },
  'unknown-context-field': {
    severity: 'error',
    summary:
      'A `context` grouping without `extras.contextField`, or a contextField or contextValues field not declared in metadata.json `responseContext.fields`.',
  },
  'unknown-critical-moment': { severity: 'error', summary: 'A critical-moment id absent from metadata.json.' },
  'unknown-geography': { severity: 'error', summary: 'A geography id absent from metadata.json.' },
  'unknown-logical': { severity: 'error', summary: 'A logical-location id absent from metadata.json.' },
  'unknown-channel': { severity: 'error', summary: 'A channel id absent from metadata.json.' },
  'unknown-question': {
    severity: 'error',
    summary: 'A question id absent from metadata.json (or not under the moments named).',
  },
  'unknown-level': { severity: 'error', summary: 'A user level absent from tenant.json `levels`.' },
  'unknown-color-scale': { severity: 'error', summary: 'A colour-scale name absent from tenant.json `colorScales`.' },
} as const;

/** Extras only some calls take (the rest answer 400): which, said in Spanish for the message. */
const ROUTE_ONLY_EXTRAS: Readonly<Record<string, { accepts: (route: RouteDef) => boolean; where: string }>> = {
  sentiment: { accepts: (r) => r.kind === 'social', where: 'las llamadas de social listening (external-social/…)' },
  interval: { accepts: (r) => r.id === 'social-overview-chart', where: 'el gráfico de resumen social' },
  metric: { accepts: (r) => r.id === 'social-overview-chart', where: 'el gráfico de resumen social' },
  breakdown: { accepts: (r) => r.id === 'social-overview-chart', where: 'el gráfico de resumen social' },
};

type Ctx = LintContext<keyof typeof rules | 'unknown-indicator'>;

/** Levels and metadata.json ids in the render conditions of one document. */
function checkConditions({ facts, emit }: Ctx, file: string, conditions: DocumentScan['conditions']): void {
  for (const { value: condition, pointer } of conditions) {
    forEachLeaf(condition, pointer, (key, leaf, leafPointer) => {
      if (key === 'levels' && facts.levels) {
        (leaf as string[]).forEach((level, i) => {
          if (facts.levels?.has(level)) return;
          const close = suggest(level, [...facts.levels!]);
          emit({
            ruleId: 'unknown-level',
            file,
            pointer: `${leafPointer}/${i}`,
            message: `El nivel "${level}" no existe en tenant.json.`,
            hint: close ? `¿Quiso decir "${close}"?` : `Niveles del tenant: ${[...facts.levels!].join(', ')}.`,
          });
        });
      } else if (isRecord(leaf)) {
        for (const [test, ids] of Object.entries(leaf)) {
          if (Array.isArray(ids)) checkIds(facts, emit, file, `${leafPointer}/${test}`, key, ids as number[]);
        }
      }
    });
  }
}

/** Indicator names, routes, extras and ids of the indicator requests of one document. */
function checkRequests({ facts, emit, renamed }: Ctx, file: string, requests: DocumentScan['requests']): void {
  for (const { value: request, pointer } of requests) {
    const name = request.indicator;
    if (
      facts.indicatorNames &&
      typeof name === 'string' &&
      !facts.indicatorNames.has(name) &&
      !renamed.has(`${file}|${pointer}`)
    ) {
      const close = suggest(name, [...facts.indicatorNames]);
      emit({
        ruleId: 'unknown-indicator',
        file,
        pointer: `${pointer}/indicator`,
        message: unknownIndicatorMessage(name),
        hint: close
          ? `¿Quiso decir "${close}"? O agréguelo a indicators.json.`
          : 'Agréguelo a indicators.json del tenant o corrija el nombre.',
      });
    }
    if (typeof request.url === 'string' && !routeForUrl(request.url)) {
      emit({
        ruleId: 'unknown-route',
        file,
        pointer: `${pointer}/url`,
        message: `La llamada "${request.url}" no está en la tabla de rutas.`,
        hint: 'Use una ruta de docs/routing.md (por ejemplo survey-responses/values).',
      });
    }
    const extras = isRecord(request.extras) ? request.extras : undefined;
    const route = typeof request.url === 'string' ? routeForUrl(request.url) : undefined;
    for (const [extra, takes] of Object.entries(ROUTE_ONLY_EXTRAS)) {
      if (extras?.[extra] === undefined || (route !== undefined && takes.accepts(route))) continue;
      emit({
        ruleId: 'extra-wrong-route',
        file,
        pointer: `${pointer}/extras/${extra}`,
        message: `extras.${extra} solo lo reciben ${takes.where}; esta llamada (${route?.path ?? 'el valor de un indicador'}) respondería 400.`,
        hint: `Quite extras.${extra} o pida ${takes.where} con \`url\`.`,
      });
    }
    const contextField = extras?.contextField;
    if (typeof contextField === 'string' && facts.meta && !facts.meta.contextFields.has(contextField)) {
      const declared = [...facts.meta.contextFields];
      const close = suggest(contextField, declared);
      emit({
        ruleId: 'unknown-context-field',
        file,
        pointer: `${pointer}/extras/contextField`,
        message: `El campo de operación "${contextField}" no está declarado en responseContext.fields de metadata.json.`,
        hint: close
          ? `¿Quiso decir "${close}"?`
          : 'Declárelo en metadata.json (responseContext.fields: name, label, type) o corrija el nombre.',
      });
    } else if (
      Array.isArray(request.groupBy) &&
      request.groupBy.includes('context') &&
      typeof contextField !== 'string'
    ) {
      emit({
        ruleId: 'unknown-context-field',
        file,
        pointer: `${pointer}/groupBy`,
        message: 'La agrupación context necesita extras.contextField (el campo de la operación que agrupa).',
        hint: 'Agregue extras.contextField con un name de responseContext.fields de metadata.json.',
      });
    }
    for (const field of Object.keys(isRecord(extras?.contextValues) ? extras.contextValues : {})) {
      if (!facts.meta || facts.meta.contextFields.has(field)) continue;
      emit({
        ruleId: 'unknown-context-field',
        file,
        pointer: `${pointer}/extras/contextValues/${field}`,
        message: `El campo de operación "${field}" no está declarado en responseContext.fields de metadata.json.`,
        hint: 'Declárelo en metadata.json (responseContext.fields: name, label, type) o corrija el nombre.',
      });
    }
    if (!extras) continue;
    const ep = `${pointer}/extras`;
    const lists: [string, string][] = [
      ['criticalMomentInclude', 'criticalMoments'],
      ['criticalMomentExclude', 'criticalMoments'],
      ['geographicDistributions', 'geographies'],
      ['logicalDistributions', 'logicals'],
      ['channelInclude', 'channels'],
    ];
    for (const [field, dimension] of lists) {
      if (Array.isArray(extras[field]))
        checkIds(facts, emit, file, `${ep}/${field}`, dimension, extras[field] as number[]);
    }
    if (typeof extras.criticalMomentId === 'number') {
      checkId(facts, emit, file, `${ep}/criticalMomentId`, 'criticalMoments', extras.criticalMomentId);
    }
    for (const questionId of Object.keys(isRecord(extras.responseValues) ? extras.responseValues : {})) {
      checkId(facts, emit, file, `${ep}/responseValues/${questionId}`, 'questions', Number(questionId));
    }
  }
}

/** Colour-scale names in the widget configs and requests of one document. */
function checkScaleNames({ facts, emit }: Ctx, file: string, scan: DocumentScan): void {
  const { configs, requests } = scan;
  // Widget configs and indicator requests (IndicatorRequest.colorScale) name scales alike.
  for (const { value: config, pointer } of [...configs, ...requests]) {
    const scale = config.colorScale;
    if (typeof scale === 'string' && facts.colorScales && !(scale in facts.colorScales)) {
      const close = suggest(scale, Object.keys(facts.colorScales));
      emit({
        ruleId: 'unknown-color-scale',
        file,
        pointer: `${pointer}/colorScale`,
        message: `La escala de colores "${scale}" no existe en tenant.json.`,
        hint: close ? `¿Quiso decir "${close}"?` : 'Defínala en colorScales de tenant.json o escriba la escala aquí.',
      });
    }
  }
}

export const references: LintFamily<keyof typeof rules, 'unknown-indicator'> = {
  id: 'references',
  summary: 'What dashboards and fragments name, as written: levels, ids, indicators, routes, extras, scales.',
  rules,
  document(ctx, doc, scan) {
    const file = doc.source.file;
    checkConditions(ctx, file, scan.conditions);
    checkRequests(ctx, file, scan.requests);
    checkScaleNames(ctx, file, scan);
  },
};
