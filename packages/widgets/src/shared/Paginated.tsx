import { useTranslation } from '@voz/i18n';
import { DataTable, type DataTableProps } from '@voz/ui';
import { useState, type ReactElement } from 'react';

/** Pages a table of `total` rows takes at `pageSize` rows a page (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, Math.floor(pageSize))));
}

/** Props of PaginatedTable: DataTable's, and the rows drawn per page. */
export interface PaginatedTableProps<T> extends Pick<
  DataTableProps<T>,
  'caption' | 'columns' | 'data' | 'initialSorting'
> {
  /** Rows per page (the widget's pageSize). */
  pageSize: number;
}

const BUTTON =
  'rounded border border-slate-300 px-2 py-0.5 text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500';

/**
 * A DataTable that draws one page of its sorted rows, with 'Anterior' / 'Siguiente' buttons and
 * 'Página N de M' under it when there is more than one page. A new sort goes back to page 1.
 */
export function PaginatedTable<T>({ pageSize, ...table }: PaginatedTableProps<T>): ReactElement {
  const { t } = useTranslation();
  const size = Math.max(1, Math.floor(pageSize));
  const pages = pageCount(table.data.length, size);
  const [pageIndex, setPageIndex] = useState(0);
  // The rows may shrink under the current page (new filters): stay on the last one.
  const page = Math.min(pageIndex, pages - 1);
  return (
    <div className="flex h-full w-full flex-col">
      <div className="min-h-0 flex-1">
        <DataTable
          {...table}
          pagination={{ pageIndex: page, pageSize: size }}
          onPaginationChange={(next) => setPageIndex(next.pageIndex)}
        />
      </div>
      {pages > 1 && (
        <nav
          aria-label={t('tables.pagination', { title: table.caption })}
          className="flex shrink-0 items-center justify-end gap-2 pt-1 text-xs text-slate-600"
        >
          <button type="button" className={BUTTON} disabled={page === 0} onClick={() => setPageIndex(page - 1)}>
            {t('tables.previous')}
          </button>
          <span aria-live="polite" className="tabular-nums" data-page="">
            {t('tables.page', { page: page + 1, pages })}
          </span>
          <button type="button" className={BUTTON} disabled={page >= pages - 1} onClick={() => setPageIndex(page + 1)}>
            {t('tables.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
