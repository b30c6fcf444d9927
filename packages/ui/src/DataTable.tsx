import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type PaginationState,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useState, type ReactElement } from 'react';

export type { ColumnDef, PaginationState, SortingState } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // Type parameters must match TanStack's declaration for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Alignment of the column's header and cells (default left). */
    align?: 'left' | 'right' | 'center';
    /** Numbers: right-aligned with tabular figures. */
    numeric?: boolean;
  }
}

/** Props of DataTable. */
export interface DataTableProps<T> {
  /** Accessible name of the table (its caption, visually hidden). */
  caption: string;
  columns: ColumnDef<T>[];
  data: T[];
  /** Sortable by clicking a header (keyboard: the header is a button). */
  sortable?: boolean;
  /** Sorting when first drawn (e.g. the value column, descending). */
  initialSorting?: SortingState;
  /** Draw one page of the sorted rows only (controlled); every row when absent. */
  pagination?: PaginationState;
  /** Called when the table changes the page itself (back to the first page after a new sort). */
  onPaginationChange?: (pagination: PaginationState) => void;
}

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

/** A real <table> with sticky headers, sortable columns and horizontal scroll when narrow. */
export function DataTable<T>({
  caption,
  columns,
  data,
  sortable = true,
  initialSorting = [],
  pagination,
  onPaginationChange,
}: DataTableProps<T>): ReactElement {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const changePage: OnChangeFn<PaginationState> = (updater) => {
    if (!pagination || !onPaginationChange) return;
    onPaginationChange(typeof updater === 'function' ? updater(pagination) : updater);
  };
  const table = useReactTable({
    data,
    columns,
    state: pagination ? { sorting, pagination } : { sorting },
    onSortingChange: setSorting,
    enableSorting: sortable,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    ...(pagination ? { getPaginationRowModel: getPaginationRowModel(), onPaginationChange: changePage } : {}),
  });
  return (
    <div className="h-full w-full overflow-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                const meta = header.column.columnDef.meta;
                const align = ALIGN[meta?.align ?? (meta?.numeric ? 'right' : 'left')];
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                    className={`border-b border-slate-200 px-2 py-1 ${align} font-semibold text-slate-600`}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="inline-flex items-center gap-1 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
                      >
                        {label}
                        <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}</span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="odd:bg-white even:bg-slate-50">
              {row.getVisibleCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                const align = ALIGN[meta?.align ?? (meta?.numeric ? 'right' : 'left')];
                return (
                  <td
                    key={cell.id}
                    className={`border-b border-slate-100 px-2 py-1 ${align} ${meta?.numeric ? 'tabular-nums' : ''} text-slate-800`}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
