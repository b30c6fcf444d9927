// Design-system pieces shared by the widgets, the dashboard view and the apps. No domain types.
export { ChipList } from './ChipList.js';
export type { Chip, ChipListProps } from './ChipList.js';
export { DataTable } from './DataTable.js';
export type { ColumnDef, DataTableProps } from './DataTable.js';
export { DateRangePicker } from './DateRangePicker.js';
export type { DateRangePickerProps, WireDateRange } from './DateRangePicker.js';
export { Drawer } from './Drawer.js';
export type { DrawerProps } from './Drawer.js';
export { HelpPopover } from './HelpPopover.js';
export { Menu } from './Menu.js';
export type { MenuItem, MenuProps } from './Menu.js';
export { Popover } from './Popover.js';
export type { PopoverProps } from './Popover.js';
export { Skeleton } from './Skeleton.js';
export type { SkeletonShape } from './Skeleton.js';
export { Tooltip } from './Tooltip.js';
export { TreeSelect, foldText } from './TreeSelect.js';
export type { TreeSelectNode, TreeSelectProps } from './TreeSelect.js';
