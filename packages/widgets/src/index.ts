// The widget library: the registry (one entry per kind of schemas/widget.schema.json), the
// renderers (loaded per kind) and the helpers they share. The mocked rows are @voz/widgets/mock.
export { TAG_SELECTED_EVENT } from './events.js';
export type { TagSelectedDetail } from './events.js';
export { WIDGET_REGISTRY, defaultIsEmpty, widgetKind } from './registry.js';
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
