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

/** Spanish names of the interface languages. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { es: 'español', en: 'inglés' };

interface DimensionWords {
  /** "los momentos críticos seleccionados" */
  selected: string;
  /** "la selección de momentos críticos" */
  selection: string;
  /** "ningún momento crítico" */
  none: string;
  /** "algún momento crítico distinto de la raíz" (or "algún canal" for channels) */
  someOther: string;
  /** "todos los momentos críticos seleccionados" */
  every: string;
  /** "alguno de los momentos críticos seleccionados" */
  someSelected: string;
}

const DIMENSION_WORDS: Readonly<Record<SelectionDimension, DimensionWords>> = {
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
};

/** "1", "1 o 2", "1, 2 o 3" with the conjunction given. */
function joinWords(items: readonly (string | number)[], conjunction: 'y' | 'o' | 'ni'): string {
  const words = items.map(String);
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1] ?? ''}`;
}

function describeSelectionTest(
  dimension: SelectionDimension,
  test: SelectionTest,
  negated: boolean,
  roots: ConditionRoots | undefined,
): string {
  const words = DIMENSION_WORDS[dimension];
  const root = roots === undefined ? undefined : rootOf(dimension, roots);
  const rootNote = root === undefined ? '' : ` ${root}`;
  const phrases: string[] = [];
  if (test.includesAny !== undefined) {
    phrases.push(
      negated
        ? `${words.selected} no incluyen ${joinWords(test.includesAny, 'ni')}`
        : `${words.selected} incluyen ${joinWords(test.includesAny, 'o')}`,
    );
  }
  if (test.includesAll !== undefined) {
    const several = test.includesAll.length > 1;
    phrases.push(
      negated
        ? `${words.selected} no incluyen ${several ? 'a la vez ' : ''}${joinWords(test.includesAll, 'y')}`
        : `${words.selected} incluyen ${joinWords(test.includesAll, 'y')}`,
    );
  }
  if (test.equals !== undefined) {
    phrases.push(`${words.selection} ${negated ? 'no ' : ''}es exactamente ${joinWords(test.equals, 'y')}`);
  }
  if (test.isRoot !== undefined) {
    const wantsRoot = test.isRoot !== negated;
    if (dimension === 'channels') {
      phrases.push(wantsRoot ? `no se seleccionó ${words.none}` : `se seleccionó ${words.someOther}`);
    } else {
      phrases.push(
        wantsRoot
          ? `no se seleccionó ${words.none} o solo la raíz${rootNote}`
          : `se seleccionó ${words.someOther}${rootNote}`,
      );
    }
  }
  if (test.within !== undefined) {
    const several = test.within.length > 1;
    if (dimension === 'channels') {
      // Channels are a flat list: "within" is "one of these", and no channel selected does not hold.
      phrases.push(
        negated
          ? `no se seleccionó ningún canal o ${words.someSelected} no es ${joinWords(test.within, 'ni')}`
          : `se seleccionó algún canal y ${words.every} son ${joinWords(test.within, 'o')}`,
      );
    } else {
      const nodes = several ? 'esos nodos' : 'el nodo';
      const rootWords = root === undefined ? '' : `; sin selección cuenta la raíz${rootNote}`;
      phrases.push(
        negated
          ? `${words.someSelected} está fuera de ${joinWords(test.within, 'y')} (${nodes} y sus descendientes${rootWords})`
          : `${words.every} están dentro de ${joinWords(test.within, 'o')} (${nodes} o sus descendientes${rootWords})`,
      );
    }
  }
  // A test with several properties (against the schema) holds when all do; its negation when one fails.
  return joinWords(phrases, negated ? 'o' : 'y');
}

function isListNode(condition: RenderCondition): boolean {
  const parts = conditionParts(condition);
  const [part] = parts;
  if (parts.length !== 1 || part === undefined) return parts.length > 1;
  if (part.key === 'all' || part.key === 'any') return (part.node[part.key] ?? []).length > 1;
  if (part.key === 'not') return part.node.not !== undefined && isListNode(part.node.not);
  return false;
}

function nested(condition: RenderCondition, negated: boolean, roots: ConditionRoots | undefined): string {
  const text = describe(condition, negated, roots);
  return isListNode(condition) ? `(${text})` : text;
}

function describeList(
  kind: 'all' | 'any',
  children: readonly RenderCondition[],
  negated: boolean,
  roots: ConditionRoots | undefined,
): string {
  const [only] = children;
  if (children.length === 1 && only !== undefined) return describe(only, negated, roots);
  if (children.length === 0) {
    // all [] always holds and any [] never does.
    const holds = (kind === 'all') !== negated;
    return holds ? 'siempre (la lista de condiciones está vacía)' : 'nunca (la lista de condiciones está vacía)';
  }
  const items = children.map((child) => nested(child, false, roots)).join('; ');
  if (kind === 'all') {
    return negated
      ? `no se cumplen a la vez todas estas condiciones: ${items}`
      : `se cumplen todas estas condiciones: ${items}`;
  }
  return negated
    ? `no se cumple ninguna de estas condiciones: ${items}`
    : `se cumple alguna de estas condiciones: ${items}`;
}

function describePart(part: ConditionPart, negated: boolean, roots: ConditionRoots | undefined): string {
  const { node } = part;
  switch (part.key) {
    case 'all':
    case 'any':
      return describeList(part.key, node[part.key] ?? [], negated, roots);
    case 'not':
      return node.not === undefined ? 'nunca' : describe(node.not, !negated, roots);
    case 'criticalMoments':
    case 'geographies':
    case 'logicals':
    case 'channels': {
      const test = node[part.key];
      return test === undefined ? 'siempre' : describeSelectionTest(part.key, test, negated, roots);
    }
    case 'levels':
      return negated
        ? `el usuario no es de nivel ${joinWords(node.levels ?? [], 'ni')}`
        : `el usuario es de nivel ${joinWords(node.levels ?? [], 'o')}`;
    case 'highestScope':
      return node.highestScope !== negated
        ? 'el alcance geográfico del usuario es el más alto (contiene la raíz geográfica)'
        : 'el alcance geográfico del usuario no es el más alto';
    case 'languages': {
      const names = (node.languages ?? []).map((language) => LANGUAGE_NAMES[language] ?? language);
      return negated
        ? `el idioma de la interfaz no es ${joinWords(names, 'ni')}`
        : `el idioma de la interfaz es ${joinWords(names, 'o')}`;
    }
    case 'feature': {
      const name =
        node.feature === undefined ? '' : `«${FEATURE_NAMES[node.feature] ?? node.feature}» (${node.feature})`;
      return `el cliente ${negated ? 'no ' : ''}tiene activada la función ${name}`;
    }
  }
}

function describe(condition: RenderCondition, negated: boolean, roots: ConditionRoots | undefined): string {
  const parts = conditionParts(condition);
  if (parts.length === 0) return negated ? 'nunca' : 'siempre';
  return joinWords(
    parts.map((part) => describePart(part, negated, roots)),
    negated ? 'o' : 'y',
  );
}

/**
 * What a condition asks for, in plain Spanish, as the end of "Se muestra solo si …" (for example
 * "los momentos críticos seleccionados incluyen 1 o 2"). With the roots, `isRoot` names the root id.
 */
export function describeCondition(condition: RenderCondition, roots?: ConditionRoots): string {
  return describe(condition, false, roots);
}

function describeSelection(dimension: SelectionDimension, selection: readonly number[], roots: ConditionRoots): string {
  if (selection.length > 0) return `ahora: ${selection.join(', ')}`;
  const root = rootOf(dimension, roots);
  return root === undefined ? 'ahora: ninguno' : `ahora: ninguno, que equivale a la raíz ${root}`;
}

/**
 * The current state a leaf was tested on, for instance "(ahora: 3)", so the consultant sees why it
 * failed; empty for combinators and for leaves whose wording already says it.
 */
export function describeCurrentState(condition: RenderCondition, ctx: ConditionContext): string {
  const parts = conditionParts(condition);
  const [part] = parts;
  if (parts.length !== 1 || part === undefined) return '';
  switch (part.key) {
    case 'not':
      return part.node.not === undefined ? '' : describeCurrentState(part.node.not, ctx);
    case 'criticalMoments':
    case 'geographies':
    case 'logicals':
    case 'channels':
      return `(${describeSelection(part.key, ctx[part.key], ctx.roots)})`;
    case 'levels':
      return ctx.level === undefined ? '(el usuario no tiene nivel)' : `(el usuario es de nivel ${ctx.level})`;
    case 'languages':
      return `(ahora: ${LANGUAGE_NAMES[ctx.language] ?? ctx.language})`;
    default:
      return '';
  }
}
