// The dashboard interpreter's view: the 4-column grid, the widget frame (title, help, states,
// error boundary, retry) and the environment (data source, filters, tenant, render settings).
export { DashboardView, ROW_HEIGHT, readingOrder } from './DashboardView.js';
export { DashboardEnvironmentProvider, useDashboardEnvironment, useDataSource } from './environment.js';
export type { DashboardEnvironment } from './environment.js';
export { previousPeriod } from './previousPeriod.js';
export { WidgetFrame } from './WidgetFrame.js';
export type { WidgetFrameProps, WidgetState } from './WidgetFrame.js';
export { PREVIEW_FILTERS, PREVIEW_RENDER, PREVIEW_TENANT, WidgetPreview, previewSource } from './WidgetPreview.js';
export type { PreviewData, WidgetPreviewProps } from './WidgetPreview.js';
export { useWidgetRows } from './useWidgetRows.js';
export type { RowsState } from './useWidgetRows.js';
