// react-jsonschema-form needs a validator. Its ajv one compiles schemas at run time, which the
// strict Content-Security-Policy forbids, so this one is built on the precompiled widget
// validator of @voz/schema: the form's data is checked as the `config` of the widget being edited,
// and rjsf's structural questions (which branch of a oneOf matches) get a structural answer.
import { getValidator } from '@voz/schema';
import type { RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';

const validateWidget = getValidator('widget');

function typeMatches(schema: Record<string, unknown>, data: unknown): boolean {
  const type = schema.type;
  const one = (t: unknown): boolean => {
    switch (t) {
      case 'string':
        return typeof data === 'string';
      case 'number':
        return typeof data === 'number';
      case 'integer':
        return Number.isInteger(data);
      case 'boolean':
        return typeof data === 'boolean';
      case 'array':
        return Array.isArray(data);
      case 'object':
        return typeof data === 'object' && data !== null && !Array.isArray(data);
      case 'null':
        return data === null;
      default:
        return true;
    }
  };
  return type === undefined ? true : Array.isArray(type) ? type.some(one) : one(type);
}

/** A structural check of data against a schema (type, const, enum, required, nested refs). */
function matches(schema: unknown, data: unknown, root: Record<string, unknown>, depth = 0): boolean {
  if (depth > 20 || schema === true || schema === undefined) return true;
  if (schema === false || typeof schema !== 'object' || schema === null) return false;
  const s = schema as Record<string, unknown>;
  if (typeof s.$ref === 'string') {
    const path = s.$ref.replace(/^#\//, '').split('/');
    let target: unknown = root;
    for (const part of path) target = (target as Record<string, unknown> | undefined)?.[part];
    if (!matches(target, data, root, depth + 1)) return false;
  }
  if (!typeMatches(s, data)) return false;
  if ('const' in s && s.const !== data) return false;
  if (Array.isArray(s.enum) && !s.enum.includes(data)) return false;
  if (typeof s.pattern === 'string' && typeof data === 'string') {
    try {
      if (!new RegExp(s.pattern, 'u').test(data)) return false;
    } catch {
      // A pattern the browser cannot read does not decide.
    }
  }
  if (Array.isArray(s.required) && typeof data === 'object' && data !== null) {
    if (!s.required.every((key) => typeof key === 'string' && key in data)) return false;
  }
  if (Array.isArray(s.anyOf) && !s.anyOf.some((b) => matches(b, data, root, depth + 1))) return false;
  if (Array.isArray(s.oneOf) && !s.oneOf.some((b) => matches(b, data, root, depth + 1))) return false;
  if (Array.isArray(s.allOf) && !s.allOf.every((b) => matches(b, data, root, depth + 1))) return false;
  return true;
}

/** A validator for the config form of one widget (the rest of the widget as it is now). */
export function configValidator(widget: () => Record<string, unknown>): ValidatorType<unknown, RJSFSchema> {
  return {
    validateFormData(formData) {
      const candidate = { ...widget(), config: formData };
      const errors: RJSFValidationError[] = [];
      const errorSchema: Record<string, unknown> = {};
      if (!validateWidget(candidate)) {
        for (const error of validateWidget.errors ?? []) {
          if (!error.instancePath.startsWith('/config')) continue;
          const parts = error.instancePath.split('/').slice(2);
          const message = error.message ?? error.keyword;
          errors.push({
            name: error.keyword,
            message,
            params: error.params,
            property: parts.length ? `.${parts.join('.')}` : '.',
            stack: `${parts.join('.') || 'config'}: ${message}`,
            schemaPath: error.schemaPath,
          });
          let node = errorSchema;
          for (const part of parts) node = (node[part] ??= {}) as Record<string, unknown>;
          ((node.__errors ??= []) as string[]).push(message);
        }
      }
      return { errors, errorSchema: errorSchema };
    },
    isValid(schema, formData, rootSchema) {
      return matches(schema, formData, rootSchema);
    },
    rawValidation() {
      return { errors: [] };
    },
  };
}
