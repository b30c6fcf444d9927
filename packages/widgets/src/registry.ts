import { KIND_ENTRIES } from './kinds/index.gen.js';
import type { WidgetKind, WidgetType } from './types.js';

// The widget registry: one entry per `type` of schemas/widget.schema.json, each in its own folder
// kinds/<type>/ (entry.ts, the renderer, its stories, mock.ts; docs/recipes/widget-kind.md). Each
// renderer is loaded with import() by its entry, never with the code before a dashboard's first
// render: in Storybook and the editor each kind is its own chunk; the portal's build groups them in
// one (apps/portal/src/chunks.ts). The list of entries, kinds/index.gen.ts, is generated from the
// schema's kinds (`npm run gen:types`); a test checks the registry, the folders and the schema name
// the same kinds.
export { defaultIsEmpty } from './kind.js';

/** The registry, by type. */
export const WIDGET_REGISTRY = KIND_ENTRIES satisfies { [T in WidgetType]: WidgetKind<T> };

/** The entry of a type, or undefined for a type the registry does not know. */
export function widgetKind(type: string): WidgetKind | undefined {
  return Object.hasOwn(WIDGET_REGISTRY, type)
    ? (WIDGET_REGISTRY[type as WidgetType] as unknown as WidgetKind)
    : undefined;
}
