// Design-system pieces shared by the widgets, the dashboard view and the apps. No domain types.
export { DataTable } from './DataTable.js';
export type { ColumnDef, DataTableProps } from './DataTable.js';
export { HelpPopover } from './HelpPopover.js';
export { Skeleton } from './Skeleton.js';
export type { SkeletonShape } from './Skeleton.js';
export { Tooltip } from './Tooltip.js';
