import { WIDGET_KINDS, type SchemaError } from '@voz/schema';
import type { DiagnosticDraft } from './diagnostic.js';
import { pointerSegments, toPointer } from './source.js';
import { suggest } from './suggest.js';

const KINDS = WIDGET_KINDS.map((k) => k.type);

/** Widget id of the widget a pointer lies in (`/widgets/3/...`, `/includes/0/overrides/<id>/...`). */
export function widgetIdAt(doc: unknown, pointer: string): string | null {
  const segments = pointerSegments(pointer);
  let node: unknown = doc;
  let found: string | null = null;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as string;
    if (segments[i - 1] === 'overrides' && segments[i - 3] === 'includes') found = segment;
    node = isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[segment] : undefined;
    if (segments[i - 1] === 'widgets' && isRecord(node) && typeof node.id === 'string') found = node.id;
  }
  return found;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const list = (values: unknown): string =>
  Array.isArray(values) ? values.map((v) => JSON.stringify(v)).join(', ') : String(values);

function describe(error: SchemaError): { message: string; hint: string } {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return {
        message: `Falta la propiedad obligatoria "${String(p.missingProperty)}".`,
        hint:
          p.missingProperty === 'es'
            ? 'Todo texto necesita al menos su versión en español: { "es": "..." }.'
            : `Agregue "${String(p.missingProperty)}" (ver docs/schema.md).`,
      };
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = String(p.additionalProperty ?? p.unevaluatedProperty);
      return {
        message: `La propiedad "${name}" no existe aquí.`,
        hint: 'Revise el nombre o quítela; las propiedades admitidas están en docs/schema.md.',
      };
    }
    case 'type':
      return { message: `Se esperaba un valor de tipo ${String(p.type)}.`, hint: 'Corrija el tipo del valor.' };
    case 'enum':
      return { message: 'Valor no admitido.', hint: `Valores admitidos: ${list(p.allowedValues)}.` };
    case 'const':
      return {
        message: `Debe valer ${JSON.stringify(p.allowedValue)}.`,
        hint: `Escriba ${JSON.stringify(p.allowedValue)}.`,
      };
    case 'pattern':
      return {
        message: 'El texto no tiene el formato esperado.',
        hint: `Debe cumplir la expresión ${String(p.pattern)}.`,
      };
    case 'minimum':
    case 'exclusiveMinimum':
      return {
        message: `El valor es demasiado pequeño (${error.keyword === 'minimum' ? 'mínimo' : 'mayor que'} ${String(p.limit)}).`,
        hint: 'Use un valor dentro del rango.',
      };
    case 'maximum':
    case 'exclusiveMaximum':
      return {
        message: `El valor es demasiado grande (${error.keyword === 'maximum' ? 'máximo' : 'menor que'} ${String(p.limit)}).`,
        hint: 'Use un valor dentro del rango.',
      };
    case 'minItems':
      return {
        message: `La lista necesita al menos ${String(p.limit)} elemento(s).`,
        hint: 'Agregue los elementos que faltan.',
      };
    case 'maxItems':
      return {
        message: `La lista admite a lo sumo ${String(p.limit)} elemento(s).`,
        hint: 'Quite los elementos sobrantes.',
      };
    case 'uniqueItems':
      return {
        message: `La lista repite un elemento (posiciones ${String(p.j)} y ${String(p.i)}).`,
        hint: 'Quite el repetido.',
      };
    case 'minLength':
      return { message: 'El texto está vacío.', hint: 'Escriba el texto o quite la propiedad.' };
    case 'minProperties':
      return { message: `El objeto necesita al menos ${String(p.limit)} propiedad(es).`, hint: 'Complete el objeto.' };
    case 'maxProperties':
      return {
        message: `El objeto admite a lo sumo ${String(p.limit)} propiedad(es).`,
        hint: 'Una condición tiene una sola clave: combine varias con "all" o "any".',
      };
    case 'not':
      return {
        message: 'Combinación de propiedades no admitida.',
        hint: 'Una banda tiene a lo sumo un límite inferior (from o above) y uno superior (upTo o below).',
      };
    case 'anyOf':
    case 'oneOf':
      return {
        message: 'El valor no corresponde a ninguna de las formas admitidas.',
        hint: 'Ver docs/schema.md para las formas admitidas.',
      };
    case 'propertyNames':
      return { message: `El nombre "${String(p.propertyName)}" no es válido.`, hint: 'Use letras, dígitos y guiones.' };
    default:
      return { message: error.message ?? `Regla ${error.keyword} incumplida.`, hint: 'Ver docs/schema.md.' };
  }
}

/**
 * Turns a validator's errors into diagnostics: one precise error for an unknown widget type
 * (the discriminator), alternatives of `anyOf`/`oneOf` folded into one error at their value,
 * unknown properties pointed at the property itself.
 */
export function schemaErrorsToDiagnostics(
  file: string,
  doc: unknown,
  errors: readonly SchemaError[],
): DiagnosticDraft[] {
  const foldedAt = new Set(
    errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath),
  );
  const out: DiagnosticDraft[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (foldedAt.has(error.instancePath) && error.keyword !== 'anyOf' && error.keyword !== 'oneOf') continue;
    // ajv reports the `not` branch's own inner failures as empty objects; they carry nothing.
    if (!error.keyword) continue;
    let pointer = error.instancePath;
    let ruleId: DiagnosticDraft['ruleId'] = 'schema';
    let { message, hint } = describe(error);
    if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
      pointer = pointer + toPointer([String(error.params.additionalProperty ?? error.params.unevaluatedProperty)]);
    } else if (error.keyword === 'discriminator') {
      const tag = String(error.params.tag);
      pointer = pointer + toPointer([tag]);
      const value = error.params.tagValue;
      if (tag === 'type') {
        ruleId = 'unknown-widget-type';
        const close = typeof value === 'string' ? suggest(value, KINDS) : undefined;
        message =
          typeof value === 'string'
            ? `El tipo de widget "${value}" no existe.`
            : 'El widget no tiene "type" o no es un texto.';
        hint = close
          ? `¿Quiso decir "${close}"? Tipos admitidos: ${KINDS.join(', ')}.`
          : `Tipos admitidos: ${KINDS.join(', ')}.`;
      } else {
        message =
          typeof value === 'string' ? `"${tag}" no admite el valor "${value}".` : `Falta "${tag}" o no es un texto.`;
        hint = 'Ver docs/schema.md para los valores admitidos.';
      }
    } else if (error.keyword === 'const' && pointer === '/schemaVersion') {
      ruleId = 'schema-version';
      message = `schemaVersion ${JSON.stringify(valueAt(doc, pointer))} no es la versión actual (2).`;
      hint = 'Ejecute `npm run migrate -- <ruta>` para actualizar el archivo.';
    }
    const key = `${ruleId}|${pointer}|${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ ruleId, file, pointer, widgetId: widgetIdAt(doc, pointer), message, hint });
  }
  return out;
}

function valueAt(doc: unknown, pointer: string): unknown {
  let node = doc;
  for (const s of pointerSegments(pointer))
    node = isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[s] : undefined;
  return node;
}
