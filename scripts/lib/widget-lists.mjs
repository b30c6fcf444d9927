// The two lists of widget kinds that follow from the schema and the folder convention
// kinds/<type>/{entry.ts, mock.ts} (docs/recipes/widget-kind.md), so adding a kind touches the
// schema and its folder only. Called by scripts/gen-types.mjs (and checked in CI with --check):
// - packages/widgets/src/kinds/index.gen.ts: every kind's entry, read by registry.ts;
// - packages/widgets/src/kinds/mocks.gen.ts: every kind's mocked rows, read only by
//   src/mock/generators.ts (the @voz/widgets/mock subpath, which the portal may not import).

const HEADER = [
  '/* eslint-disable */',
  '// GENERATED FILE - DO NOT EDIT.',
  '// Produced by `npm run gen:types` (scripts/lib/widget-lists.mjs) from the kinds of',
  '// schemas/widget.schema.json, one folder kinds/<type>/ each; add a kind there and regenerate.',
  '',
].join('\n');

const camel = (s) => s.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const key = (type) => (/^[A-Za-z_$][\w$]*$/.test(type) ? type : `'${type}'`);

/** The `type` of every kind of the widget schema, in schema order. */
export function widgetTypes(widgetSchema) {
  return widgetSchema.oneOf.map((b) => widgetSchema.$defs[b.$ref.replace('#/$defs/', '')].properties.type.const);
}

function list(types, { file, binding, doc, constName, typeImport, annotation }) {
  const members = types.map((t) => (key(t) === camel(t) ? `  ${t},` : `  ${key(t)}: ${camel(t)},`));
  return [
    HEADER,
    ...(typeImport ? [typeImport] : []),
    ...types.map((t) => `import { ${binding} as ${camel(t)} } from './${t}/${file}.js';`),
    '',
    `/** ${doc} */`,
    `export const ${constName}${annotation ?? ''} = {`,
    ...members,
    '};',
    '',
  ].join('\n');
}

/** The generated lists, by path relative to the repository's root. */
export function renderWidgetLists(widgetSchema) {
  const types = widgetTypes(widgetSchema);
  return {
    'packages/widgets/src/kinds/index.gen.ts': list(types, {
      file: 'entry',
      binding: 'entry',
      constName: 'KIND_ENTRIES',
      doc: 'The entry of every widget kind (kinds/<type>/entry.ts), by type, in schema order.',
    }),
    'packages/widgets/src/kinds/mocks.gen.ts': list(types, {
      file: 'mock',
      binding: 'mock',
      constName: 'KIND_MOCKS',
      typeImport: "import type { MockGenerator, WidgetType } from '../types.js';",
      annotation: ': Readonly<Record<WidgetType, MockGenerator>>',
      doc: 'The mocked rows of every widget kind (kinds/<type>/mock.ts), by type, in schema order.',
    }),
  };
}
