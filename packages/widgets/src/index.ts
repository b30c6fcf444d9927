// The widget library: the registry (one entry per kind of schemas/widget.schema.json), the
// renderers (loaded per kind), their mocked rows and the helpers they share.
export { TAG_SELECTED_EVENT } from './events.js';
export type { TagSelectedDetail } from './events.js';
export { MOCK_GENERATORS, WIDGET_REGISTRY, defaultIsEmpty, widgetKind } from './registry.js';
export type {
  ConfigOf,
  MockGenerator,
  MockInput,
  RenderContext,
  RendererModule,
  RendererProps,
  RowShape,
  WidgetKind,
  WidgetOf,
  WidgetType,
} from './types.js';
export { MOCK_TODAY, monthLabels, weekLabels } from './mock/rows.js';
