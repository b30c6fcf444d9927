import type { FastifySchemaValidationError } from 'fastify';

// ajv's messages are English ("must be <= 2147483647"); the API answers in Spanish. The detail of
// each keyword the route schemas use, from the error's params (ajv's own message when a keyword
// has none here).

const TYPE_NAMES: Readonly<Record<string, string>> = {
  integer: 'un número entero',
  number: 'un número',
  string: 'un texto',
  boolean: 'verdadero o falso',
  array: 'una lista',
  object: 'un objeto',
  null: 'nulo',
};

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
const shown = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

/** The Spanish detail of one validation error (what follows "field: "). */
export function validationDetail(error: FastifySchemaValidationError): string {
  const params = error.params;
  const limit = params.limit as number;
  switch (error.keyword) {
    case 'required':
      return `falta "${String(params.missingProperty)}"`;
    case 'additionalProperties':
      return `"${String(params.additionalProperty)}" no está permitido`;
    case 'type': {
      const types = String(params.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t);
      return `debe ser ${types.join(' o ')}`;
    }
    case 'minimum':
      return `debe ser mayor o igual que ${limit}`;
    case 'maximum':
      return `debe ser menor o igual que ${limit}`;
    case 'exclusiveMinimum':
      return `debe ser mayor que ${limit}`;
    case 'exclusiveMaximum':
      return `debe ser menor que ${limit}`;
    case 'minLength':
      return `debe tener al menos ${plural(limit, 'carácter', 'caracteres')}`;
    case 'maxLength':
      return `debe tener como máximo ${plural(limit, 'carácter', 'caracteres')}`;
    case 'minItems':
      return `debe tener al menos ${plural(limit, 'elemento', 'elementos')}`;
    case 'maxItems':
      return `debe tener como máximo ${plural(limit, 'elemento', 'elementos')}`;
    case 'minProperties':
      return `debe tener al menos ${plural(limit, 'campo', 'campos')}`;
    case 'maxProperties':
      return `debe tener como máximo ${plural(limit, 'campo', 'campos')}`;
    case 'uniqueItems':
      return `tiene elementos repetidos (posiciones ${String(params.j)} y ${String(params.i)})`;
    case 'enum':
      return `debe ser uno de: ${((params.allowedValues as unknown[]) ?? []).map(shown).join(', ')}`;
    case 'const':
      return `debe ser ${shown(params.allowedValue)}`;
    case 'pattern':
      return 'no tiene el formato esperado';
    case 'format':
      return `no es un valor válido (formato ${String(params.format)})`;
    case 'multipleOf':
      return `debe ser múltiplo de ${String(params.multipleOf)}`;
    case 'oneOf':
    case 'anyOf':
      return 'no coincide con ninguna de las formas permitidas';
    default:
      return error.message ?? 'valor no válido';
  }
}
