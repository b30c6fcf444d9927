// tenant.json, metadata.json and indicators.json against each other and the folder: the tenant's
// id, the dashboards its assignment names, levels, ids, duplicate and misplaced ids
// of metadata.json, tree roots, and the ids indicators.json names.
import { suggest } from '../suggest.js';
import { toPointer } from '../source.js';
import type { LintContext, LintFamily } from './family.js';
import { checkId, checkIds, type IdRule } from './helpers.js';

const rules = {
  'key-mismatch': {
    severity: 'error',
    summary: 'A dashboard `key` or tenant `id` that differs from its file or folder name.',
  },
  'unknown-dashboard': {
    severity: 'error',
    summary: 'An assignment rule or default naming a dashboard file that does not exist.',
  },
  'root-mismatch': { severity: 'error', summary: 'A metadata tree whose root is not the tenant.json root id.' },
  'duplicate-id': { severity: 'error', summary: 'Two nodes of a metadata tree, or two questions, with the same id.' },
} as const;

type Ctx = LintContext<keyof typeof rules | IdRule | 'unknown-level' | 'unknown-indicator'>;

/** tenant.json: its id, the dashboards and levels its assignment names, the ids and indicator it names. */
function checkTenant({ docs, facts, emit }: Ctx): void {
  const tenant = docs.tenant;
  if (tenant) {
    const t = tenant.value;
    const file = tenant.source.file;
    if (t.id !== docs.name) {
      emit({
        ruleId: 'key-mismatch',
        file,
        pointer: '/id',
        message: `El id "${t.id}" no coincide con el nombre de la carpeta "${docs.name}".`,
        hint: `Escriba "id": "${docs.name}" o renombre la carpeta.`,
      });
    }
    const dashboards = docs.present?.dashboards ?? new Set(docs.dashboards.keys());
    const checkDashboard = (key: string, pointer: string): void => {
      if (dashboards.has(key)) return;
      const close = suggest(key, [...dashboards]);
      emit({
        ruleId: 'unknown-dashboard',
        file,
        pointer,
        message: `El dashboard "${key}" no existe en la carpeta del tenant.`,
        hint: close ? `¿Quiso decir "${close}"?` : `Cree ${key}.json o corrija el nombre.`,
      });
    };
    t.assignment.rules.forEach((rule, i) => {
      checkDashboard(rule.dashboard, `/assignment/rules/${i}/dashboard`);
      rule.when.levels?.forEach((level, j) => {
        if (facts.levels?.has(level)) return;
        emit({
          ruleId: 'unknown-level',
          file,
          pointer: `/assignment/rules/${i}/when/levels/${j}`,
          message: `El nivel "${level}" no está en "levels".`,
          hint: `Niveles del tenant: ${[...(facts.levels ?? [])].join(', ')}.`,
        });
      });
      const moments = rule.when.criticalMoments;
      const momentsPointer = `/assignment/rules/${i}/when/criticalMoments`;
      if (Array.isArray(moments)) checkIds(facts, emit, file, momentsPointer, 'criticalMoments', moments);
      else if (moments) {
        // A SelectionTest, as in render conditions: each id list it holds.
        for (const [test, ids] of Object.entries(moments)) {
          if (Array.isArray(ids)) checkIds(facts, emit, file, `${momentsPointer}/${test}`, 'criticalMoments', ids);
        }
      }
    });
    for (const [page, key] of Object.entries(t.assignment.defaults))
      if (key) checkDashboard(key, `/assignment/defaults/${page}`);
    if (t.questionsOrder) checkIds(facts, emit, file, '/questionsOrder', 'questions', t.questionsOrder);
    if (
      facts.indicatorNames &&
      t.sentimentCommentsIndicator &&
      !facts.indicatorNames.has(t.sentimentCommentsIndicator)
    ) {
      emit({
        ruleId: 'unknown-indicator',
        file,
        pointer: '/sentimentCommentsIndicator',
        message: `El indicador "${t.sentimentCommentsIndicator}" no está en indicators.json.`,
        hint: 'Agréguelo a indicators.json o corrija el nombre.',
      });
    }
  }
}

/** metadata.json: duplicate ids, answer filters on another moment's questions, tree roots. */
function checkMetadata({ docs, facts, emit }: Ctx): void {
  const tenant = docs.tenant;
  const metadata = docs.metadata;
  if (metadata && facts.meta) {
    const file = metadata.source.file;
    for (const dup of facts.meta.duplicates) {
      emit({
        ruleId: 'duplicate-id',
        file,
        pointer: dup.pointer,
        message: dup.message,
        hint: 'Cada nodo de un árbol, y cada pregunta del tenant, necesita un id único.',
      });
    }
    for (const bad of facts.meta.misplacedFilters) {
      emit({
        ruleId: 'unknown-question',
        file,
        pointer: bad.pointer,
        message: bad.message,
        hint: 'Un filtro de respuestas usa una pregunta del mismo momento crítico.',
      });
    }
    if (tenant) {
      const roots = tenant.value.rootIds;
      const m = metadata.value;
      const pairs: [number, number, string, string][] = [
        [m.criticalMoments.id, roots.criticalMoment, '/criticalMoments/id', 'criticalMoment'],
        [m.geographies.root.id, roots.geo, '/geographies/root/id', 'geo'],
        [m.logicals.id, roots.logical, '/logicals/id', 'logical'],
      ];
      for (const [actual, expected, pointer, name] of pairs) {
        if (actual === expected) continue;
        emit({
          ruleId: 'root-mismatch',
          file,
          pointer,
          message: `La raíz del árbol es ${actual}, pero tenant.json dice rootIds.${name} = ${expected}.`,
          hint: 'Haga coincidir la raíz del árbol con rootIds de tenant.json.',
        });
      }
    }
  }
}

/** indicators.json: the moments, channels and questions each indicator names. */
function checkIndicators({ docs, facts, emit }: Ctx): void {
  const indicators = docs.indicators;
  if (indicators && facts.meta) {
    const file = indicators.source.file;
    for (const [name, def] of Object.entries(indicators.value.indicators)) {
      const base = toPointer(['indicators', name]);
      if ('criticalMoments' in def && def.criticalMoments)
        checkIds(facts, emit, file, `${base}/criticalMoments`, 'criticalMoments', def.criticalMoments);
      if ('channels' in def && def.channels) checkIds(facts, emit, file, `${base}/channels`, 'channels', def.channels);
      if ('questions' in def && def.questions) {
        const moments = 'criticalMoments' in def ? def.criticalMoments : undefined;
        def.questions.forEach((q, i) => {
          const owner = facts.meta!.questionMoment.get(q);
          if (owner === undefined) {
            checkId(facts, emit, file, `${base}/questions/${i}`, 'questions', q);
          } else if (moments && !moments.some((m) => facts.meta!.isWithin(owner, m))) {
            emit({
              ruleId: 'unknown-question',
              file,
              pointer: `${base}/questions/${i}`,
              message: `La pregunta ${q} pertenece al momento ${owner}, que no está entre los momentos del indicador (${moments.join(', ')}).`,
              hint: 'Agregue el momento de la pregunta al indicador o use una pregunta de sus momentos.',
            });
          }
        });
      }
    }
  }
}

export const tenantFiles: LintFamily<keyof typeof rules, IdRule | 'unknown-level' | 'unknown-indicator'> = {
  id: 'tenant-files',
  summary: 'tenant.json, metadata.json and indicators.json against each other and the folder.',
  rules,
  tenant(ctx) {
    checkTenant(ctx);
    checkMetadata(ctx);
    checkIndicators(ctx);
  },
};
