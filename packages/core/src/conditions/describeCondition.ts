import type { Feature, Language, RenderCondition, SelectionTest } from '@voz/schema';
import { conditionParts, rootOf } from './evaluateCondition.js';
import type { ConditionContext, ConditionPart, ConditionRoots, SelectionDimension } from './evaluateCondition.js';

/** Spanish names of the tenant features, as consultants know them. */
export const FEATURE_NAMES: Readonly<Record<Feature, string>> = {
  notifications: 'Notificaciones',
  alerts: 'Alertas',
  actionPlans: 'Planes de acción',
  socialListening: 'Social Listening',
  aiAssistant: 'Asistente de IA',
  powerIntelligence: 'Power Intelligence',
  reports: 'Reportes',
  dynamicReports: 'Reportes dinámicos',
  surveys: 'Encuestas',
  surveyStats: 'Estadísticas de encuestas',
  clientAccounts: 'Cuentas de clientes',
  employeeExperience: 'Experiencia de empleados',
  supplierExperience: 'Experiencia de proveedores',
  coCreation: 'Co-creación',
  adminLogicalDistributions: 'Administración de distribuciones lógicas',
  adminGeoDistributions: 'Administración de distribuciones geográficas',
  adminCriticalMoments: 'Administración de momentos críticos',
  adminChannels: 'Administración de canales',
};

/** English names of the tenant features. */
const FEATURE_NAMES_EN: Readonly<Record<Feature, string>> = {
  notifications: 'Notifications',
  alerts: 'Alerts',
  actionPlans: 'Action plans',
  socialListening: 'Social Listening',
  aiAssistant: 'AI assistant',
  powerIntelligence: 'Power Intelligence',
  reports: 'Reports',
  dynamicReports: 'Dynamic reports',
  surveys: 'Surveys',
  surveyStats: 'Survey statistics',
  clientAccounts: 'Client accounts',
  employeeExperience: 'Employee experience',
  supplierExperience: 'Supplier experience',
  coCreation: 'Co-creation',
  adminLogicalDistributions: 'Logical distribution administration',
  adminGeoDistributions: 'Geographic distribution administration',
  adminCriticalMoments: 'Critical moment administration',
  adminChannels: 'Channel administration',
};

/** Spanish names of the interface languages. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { es: 'español', en: 'inglés' };

interface DimensionWords {
  /** "los momentos críticos seleccionados" / "the selected critical moments" */
  selected: string;
  /** "la selección de momentos críticos" / "the selection of critical moments" */
  selection: string;
  /** "ningún momento crítico" / "no critical moment" */
  none: string;
  /** "algún momento crítico distinto de la raíz" (or "algún canal" for channels) */
  someOther: string;
  /** "todos los momentos críticos seleccionados" / "all the selected critical moments" */
  every: string;
  /** "alguno de los momentos críticos seleccionados" / "some selected critical moment" */
  someSelected: string;
}

/** A list of items joined with its last conjunction: "1, 2 o 3". */
type Join = (items: readonly (string | number)[]) => string;

/**
 * The words of one language for describing a condition: names, and the phrases of every leaf and
 * list, which take the already-joined items (word order differs between languages).
 */
export interface ConditionWords {
  /** The tenant features by name. */
  features: Readonly<Record<Feature, string>>;
  /** The interface languages by name. */
  languages: Readonly<Record<Language, string>>;
  dimensions: Readonly<Record<SelectionDimension, DimensionWords>>;
  /** Joins with "y" / "and", "o" / "or", and the negated list ("ni" / "or", after a "not"). */
  and: Join;
  or: Join;
  nor: Join;
  always: string;
  never: string;
  includes(words: DimensionWords, items: string, negated: boolean): string;
  /** Negated includesAll of several items: "no incluyen a la vez 1 y 2". */
  includesNotTogether(words: DimensionWords, items: string, count: number): string;
  equals(words: DimensionWords, items: string, negated: boolean): string;
  /** isRoot; `channel` for the flat dimension (no root), `rootNote` " 10001" or "". */
  isRoot(words: DimensionWords, wantsRoot: boolean, channel: boolean, rootNote: string): string;
  withinChannels(words: DimensionWords, items: string, negated: boolean): string;
  /** within a tree: `rootNote` " 10001" or "" (said only when the root is known). */
  withinTree(words: DimensionWords, items: string, negated: boolean, several: boolean, rootNote: string): string;
  emptyList(holds: boolean): string;
  list(kind: 'all' | 'any', negated: boolean, items: string): string;
  levels(items: string, negated: boolean): string;
  highestScope(holds: boolean): string;
  interfaceLanguage(items: string, negated: boolean): string;
  /** `name`: the feature's quoted name and key, e.g. «Alertas» (alerts). */
  feature(name: string, negated: boolean): string;
  /** Quotes a feature's name: «Alertas», “Alerts”. */
  quote(name: string): string;
  /** Current selection: "ahora: 3, 4"; "ahora: ninguno, que equivale a la raíz 1" (root given) */
  now(selection: string): string;
  nowNone(root: number | undefined): string;
  userLevel(level: string | undefined): string;
  /** "Se muestra solo si …" */
  shownIf(condition: string): string;
}

/** "1", "1 o 2", "1, 2 o 3" with the conjunction given. */
function joinWith(conjunction: string): Join {
  return (items) => {
    const words = items.map(String);
    if (words.length <= 1) return words.join('');
    return `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1] ?? ''}`;
  };
}

const SPANISH: ConditionWords = {
  features: FEATURE_NAMES,
  languages: LANGUAGE_NAMES,
  dimensions: {
    criticalMoments: {
      selected: 'los momentos críticos seleccionados',
      selection: 'la selección de momentos críticos',
      none: 'ningún momento crítico',
      someOther: 'algún momento crítico distinto de la raíz',
      every: 'todos los momentos críticos seleccionados',
      someSelected: 'alguno de los momentos críticos seleccionados',
    },
    geographies: {
      selected: 'las geografías seleccionadas',
      selection: 'la selección de geografías',
      none: 'ninguna geografía',
      someOther: 'alguna geografía distinta de la raíz',
      every: 'todas las geografías seleccionadas',
      someSelected: 'alguna de las geografías seleccionadas',
    },
    logicals: {
      selected: 'las ubicaciones lógicas seleccionadas',
      selection: 'la selección de ubicaciones lógicas',
      none: 'ninguna ubicación lógica',
      someOther: 'alguna ubicación lógica distinta de la raíz',
      every: 'todas las ubicaciones lógicas seleccionadas',
      someSelected: 'alguna de las ubicaciones lógicas seleccionadas',
    },
    channels: {
      selected: 'los canales seleccionados',
      selection: 'la selección de canales',
      none: 'ningún canal',
      someOther: 'algún canal',
      every: 'todos los canales seleccionados',
      someSelected: 'alguno de los canales seleccionados',
    },
  },
  and: joinWith('y'),
  or: joinWith('o'),
  nor: joinWith('ni'),
  always: 'siempre',
  never: 'nunca',
  includes: (words, items, negated) => `${words.selected} ${negated ? 'no ' : ''}incluyen ${items}`,
  includesNotTogether: (words, items) => `${words.selected} no incluyen a la vez ${items}`,
  equals: (words, items, negated) => `${words.selection} ${negated ? 'no ' : ''}es exactamente ${items}`,
  isRoot: (words, wantsRoot, channel, rootNote) => {
    if (channel) return wantsRoot ? `no se seleccionó ${words.none}` : `se seleccionó ${words.someOther}`;
    return wantsRoot
      ? `no se seleccionó ${words.none} o solo la raíz${rootNote}`
      : `se seleccionó ${words.someOther}${rootNote}`;
  },
  // Channels are a flat list: "within" is "one of these", and no channel selected does not hold.
  withinChannels: (words, items, negated) =>
    negated
      ? `no se seleccionó ningún canal o ${words.someSelected} no es ${items}`
      : `se seleccionó algún canal y ${words.every} son ${items}`,
  withinTree: (words, items, negated, several, rootNote) => {
    const nodes = several ? 'esos nodos' : 'el nodo';
    const rootWords = rootNote === '' ? '' : `; sin selección cuenta la raíz${rootNote}`;
    return negated
      ? `${words.someSelected} está fuera de ${items} (${nodes} y sus descendientes${rootWords})`
      : `${words.every} están dentro de ${items} (${nodes} o sus descendientes${rootWords})`;
  },
  emptyList: (holds) =>
    holds ? 'siempre (la lista de condiciones está vacía)' : 'nunca (la lista de condiciones está vacía)',
  list: (kind, negated, items) => {
    if (kind === 'all') {
      return negated
        ? `no se cumplen a la vez todas estas condiciones: ${items}`
        : `se cumplen todas estas condiciones: ${items}`;
    }
    return negated
      ? `no se cumple ninguna de estas condiciones: ${items}`
      : `se cumple alguna de estas condiciones: ${items}`;
  },
  levels: (items, negated) => `el usuario ${negated ? 'no ' : ''}es de nivel ${items}`,
  highestScope: (holds) =>
    holds
      ? 'el alcance geográfico del usuario es el más alto (contiene la raíz geográfica)'
      : 'el alcance geográfico del usuario no es el más alto',
  interfaceLanguage: (items, negated) => `el idioma de la interfaz ${negated ? 'no ' : ''}es ${items}`,
  feature: (name, negated) => `el cliente ${negated ? 'no ' : ''}tiene activada la función ${name}`,
  quote: (name) => `«${name}»`,
  now: (selection) => `ahora: ${selection}`,
  nowNone: (root) => (root === undefined ? 'ahora: ninguno' : `ahora: ninguno, que equivale a la raíz ${root}`),
  userLevel: (level) => (level === undefined ? 'el usuario no tiene nivel' : `el usuario es de nivel ${level}`),
  shownIf: (condition) => `Se muestra solo si ${condition}`,
};

const ENGLISH: ConditionWords = {
  features: FEATURE_NAMES_EN,
  languages: { es: 'Spanish', en: 'English' },
  dimensions: {
    criticalMoments: {
      selected: 'the selected critical moments',
      selection: 'the selection of critical moments',
      none: 'no critical moment',
      someOther: 'some critical moment other than the root',
      every: 'all the selected critical moments',
      someSelected: 'some selected critical moment',
    },
    geographies: {
      selected: 'the selected geographies',
      selection: 'the selection of geographies',
      none: 'no geography',
      someOther: 'some geography other than the root',
      every: 'all the selected geographies',
      someSelected: 'some selected geography',
    },
    logicals: {
      selected: 'the selected logical locations',
      selection: 'the selection of logical locations',
      none: 'no logical location',
      someOther: 'some logical location other than the root',
      every: 'all the selected logical locations',
      someSelected: 'some selected logical location',
    },
    channels: {
      selected: 'the selected channels',
      selection: 'the selection of channels',
      none: 'no channel',
      someOther: 'some channel',
      every: 'all the selected channels',
      someSelected: 'some selected channel',
    },
  },
  and: joinWith('and'),
  or: joinWith('or'),
  // After "not", English lists with "or": "is not zonal or cxo".
  nor: joinWith('or'),
  always: 'always',
  never: 'never',
  includes: (words, items, negated) => `${words.selected} ${negated ? 'do not include' : 'include'} ${items}`,
  includesNotTogether: (words, items, count) =>
    `${words.selected} do not include ${count === 2 ? 'both' : 'all of'} ${items}`,
  equals: (words, items, negated) => `${words.selection} is ${negated ? 'not ' : ''}exactly ${items}`,
  isRoot: (words, wantsRoot, channel, rootNote) => {
    if (channel) return wantsRoot ? `${words.none} is selected` : `${words.someOther} is selected`;
    return wantsRoot
      ? `${words.none} or only the root${rootNote} is selected`
      : `${words.someOther}${rootNote} is selected`;
  },
  withinChannels: (words, items, negated) =>
    negated
      ? `no channel is selected or ${words.someSelected} is not ${items}`
      : `some channel is selected and ${words.every} are ${items}`,
  withinTree: (words, items, negated, several, rootNote) => {
    const rootWords = rootNote === '' ? '' : `; with no selection, the root${rootNote} counts`;
    return negated
      ? `${words.someSelected} is outside ${items} (${several ? 'those nodes and their' : 'the node and its'} descendants${rootWords})`
      : `${words.every} are within ${items} (${several ? 'those nodes or their' : 'the node or its'} descendants${rootWords})`;
  },
  emptyList: (holds) =>
    holds ? 'always (the list of conditions is empty)' : 'never (the list of conditions is empty)',
  list: (kind, negated, items) => {
    if (kind === 'all') {
      return negated ? `not all of these conditions hold: ${items}` : `all of these conditions hold: ${items}`;
    }
    return negated ? `none of these conditions holds: ${items}` : `at least one of these conditions holds: ${items}`;
  },
  levels: (items, negated) => `the user is ${negated ? 'not ' : ''}of level ${items}`,
  highestScope: (holds) =>
    holds
      ? 'the user’s geographic scope is the highest (it contains the geographic root)'
      : 'the user’s geographic scope is not the highest',
  interfaceLanguage: (items, negated) => `the interface language is ${negated ? 'not ' : ''}${items}`,
  feature: (name, negated) => `the client ${negated ? 'does not have' : 'has'} the feature ${name} enabled`,
  quote: (name) => `“${name}”`,
  now: (selection) => `currently: ${selection}`,
  nowNone: (root) => (root === undefined ? 'currently: none' : `currently: none, which amounts to the root ${root}`),
  userLevel: (level) => (level === undefined ? 'the user has no level' : `the user is of level ${level}`),
  shownIf: (condition) => `Shown only if ${condition}`,
};

/** The words of every language the describer speaks, Spanish the default. */
export const CONDITION_WORDS: Readonly<Record<Language, ConditionWords>> = { es: SPANISH, en: ENGLISH };

function describeSelectionTest(
  w: ConditionWords,
  dimension: SelectionDimension,
  test: SelectionTest,
  negated: boolean,
  roots: ConditionRoots | undefined,
): string {
  const words = w.dimensions[dimension];
  const root = roots === undefined ? undefined : rootOf(dimension, roots);
  const rootNote = root === undefined ? '' : ` ${root}`;
  const phrases: string[] = [];
  if (test.includesAny !== undefined) {
    phrases.push(w.includes(words, negated ? w.nor(test.includesAny) : w.or(test.includesAny), negated));
  }
  if (test.includesAll !== undefined) {
    const count = test.includesAll.length;
    const items = w.and(test.includesAll);
    phrases.push(negated && count > 1 ? w.includesNotTogether(words, items, count) : w.includes(words, items, negated));
  }
  if (test.equals !== undefined) {
    phrases.push(w.equals(words, w.and(test.equals), negated));
  }
  if (test.isRoot !== undefined) {
    phrases.push(w.isRoot(words, test.isRoot !== negated, dimension === 'channels', rootNote));
  }
  if (test.within !== undefined) {
    if (dimension === 'channels') {
      phrases.push(w.withinChannels(words, negated ? w.nor(test.within) : w.or(test.within), negated));
    } else {
      const items = negated ? w.and(test.within) : w.or(test.within);
      phrases.push(w.withinTree(words, items, negated, test.within.length > 1, root === undefined ? '' : rootNote));
    }
  }
  // A test with several properties (against the schema) holds when all do; its negation when one fails.
  return negated ? w.or(phrases) : w.and(phrases);
}

function isListNode(condition: RenderCondition): boolean {
  const parts = conditionParts(condition);
  const [part] = parts;
  if (parts.length !== 1 || part === undefined) return parts.length > 1;
  if (part.key === 'all' || part.key === 'any') return (part.node[part.key] ?? []).length > 1;
  if (part.key === 'not') return part.node.not !== undefined && isListNode(part.node.not);
  return false;
}

function nested(
  w: ConditionWords,
  condition: RenderCondition,
  negated: boolean,
  roots: ConditionRoots | undefined,
): string {
  const text = describe(w, condition, negated, roots);
  return isListNode(condition) ? `(${text})` : text;
}

function describeList(
  w: ConditionWords,
  kind: 'all' | 'any',
  children: readonly RenderCondition[],
  negated: boolean,
  roots: ConditionRoots | undefined,
): string {
  const [only] = children;
  if (children.length === 1 && only !== undefined) return describe(w, only, negated, roots);
  // all [] always holds and any [] never does.
  if (children.length === 0) return w.emptyList((kind === 'all') !== negated);
  const items = children.map((child) => nested(w, child, false, roots)).join('; ');
  return w.list(kind, negated, items);
}

function describePart(
  w: ConditionWords,
  part: ConditionPart,
  negated: boolean,
  roots: ConditionRoots | undefined,
): string {
  const { node } = part;
  switch (part.key) {
    case 'all':
    case 'any':
      return describeList(w, part.key, node[part.key] ?? [], negated, roots);
    case 'not':
      return node.not === undefined ? w.never : describe(w, node.not, !negated, roots);
    case 'criticalMoments':
    case 'geographies':
    case 'logicals':
    case 'channels': {
      const test = node[part.key];
      return test === undefined ? w.always : describeSelectionTest(w, part.key, test, negated, roots);
    }
    case 'levels': {
      const levels = node.levels ?? [];
      return w.levels(negated ? w.nor(levels) : w.or(levels), negated);
    }
    case 'highestScope':
      return w.highestScope(node.highestScope !== negated);
    case 'languages': {
      const names = (node.languages ?? []).map((language) => w.languages[language] ?? language);
      return w.interfaceLanguage(negated ? w.nor(names) : w.or(names), negated);
    }
    case 'feature': {
      const name =
        node.feature === undefined ? '' : `${w.quote(w.features[node.feature] ?? node.feature)} (${node.feature})`;
      return w.feature(name, negated);
    }
  }
}

function describe(
  w: ConditionWords,
  condition: RenderCondition,
  negated: boolean,
  roots: ConditionRoots | undefined,
): string {
  const parts = conditionParts(condition);
  if (parts.length === 0) return negated ? w.never : w.always;
  const phrases = parts.map((part) => describePart(w, part, negated, roots));
  return negated ? w.or(phrases) : w.and(phrases);
}

/**
 * What a condition asks for, in plain words, as the end of "Se muestra solo si …" (for example
 * "los momentos críticos seleccionados incluyen 1 o 2"; in English "the selected critical moments
 * include 1 or 2"). With the roots, `isRoot` names the root id. Spanish unless `language` says.
 */
export function describeCondition(
  condition: RenderCondition,
  roots?: ConditionRoots,
  language: Language = 'es',
): string {
  return describe(CONDITION_WORDS[language], condition, false, roots);
}

function describeSelection(
  w: ConditionWords,
  dimension: SelectionDimension,
  selection: readonly number[],
  roots: ConditionRoots,
): string {
  if (selection.length > 0) return w.now(selection.join(', '));
  return w.nowNone(rootOf(dimension, roots));
}

/**
 * The current state a leaf was tested on, for instance "(ahora: 3)" ("(currently: 3)" in English),
 * so the consultant sees why it failed; empty for combinators and for leaves whose wording already
 * says it. Spanish unless `language` says.
 */
export function describeCurrentState(
  condition: RenderCondition,
  ctx: ConditionContext,
  language: Language = 'es',
): string {
  const w = CONDITION_WORDS[language];
  const parts = conditionParts(condition);
  const [part] = parts;
  if (parts.length !== 1 || part === undefined) return '';
  switch (part.key) {
    case 'not':
      return part.node.not === undefined ? '' : describeCurrentState(part.node.not, ctx, language);
    case 'criticalMoments':
    case 'geographies':
    case 'logicals':
    case 'channels':
      return `(${describeSelection(w, part.key, ctx[part.key], ctx.roots)})`;
    case 'levels':
      return `(${w.userLevel(ctx.level)})`;
    case 'languages':
      return `(${w.now(w.languages[ctx.language] ?? ctx.language)})`;
    default:
      return '';
  }
}
