export { cellsOf, firstFreeCell, GRID_COLUMNS, placementSize, rectsOverlap } from './grid.js';
export type { GridRect } from './grid.js';
export { collapseEmptyRows } from './collapseRows.js';
export type { RowItem } from './collapseRows.js';
export { resolveDashboard } from './resolveDashboard.js';
export type { ResolveContext, ResolvedDashboard, ResolvedWidget } from './resolveDashboard.js';
export { momentViews, viewSignature } from './momentViews.js';
export type { MomentView } from './momentViews.js';
