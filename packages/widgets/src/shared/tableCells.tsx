import { localized } from '@voz/i18n';
import type { IndicatorRequest } from '@voz/schema';
import type { ColumnDef } from '@voz/ui';
import type { ReactElement } from 'react';
import { luminance } from './contrast.js';

// Cells and column helpers the table widgets share (nps-table, general-indicators-table,
// advisor-table): a value on its colour scale, a label that truncates with its full text in a
// title, and number/text columns that sort the way people expect.

/** Dark or white ink, whichever reads better on a background colour. */
export function inkOn(background: string): string {
  // Below ~0.179 white has the higher contrast; above it, near-black does.
  return luminance(background) < 0.179 ? '#ffffff' : '#0f172a';
}

/** A value written on its scale's colour. */
export function ValueBadge({ text, color }: { text: string; color: string }): ReactElement {
  return (
    <span
      className="inline-block min-w-[3.5rem] rounded px-1.5 py-0.5 text-right font-semibold tabular-nums"
      style={{ background: color, color: inkOn(color) }}
      data-value=""
    >
      {text}
    </span>
  );
}

/** A label that truncates to its cell, the whole text in its title. */
export function LabelCell({ text }: { text: string }): ReactElement {
  return (
    <span className="block max-w-[16rem] truncate" title={text}>
      {text}
    </span>
  );
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** A text column (sorted with Spanish collation), its cells truncated with a title. */
export function textColumn<T>(id: string, header: string, read: (row: T) => string): ColumnDef<T> {
  return {
    id,
    header,
    accessorFn: read,
    sortingFn: (a, b, column) => collator.compare(String(a.getValue(column)), String(b.getValue(column))),
    cell: (cell) => <LabelCell text={String(cell.getValue())} />,
  };
}

/** A number column: right-aligned, tabular figures, empty values sorted last, largest first on the first click. */
export function numberColumn<T>(
  id: string,
  header: string,
  read: (row: T) => number | null | undefined,
  render: (value: number | null, row: T) => ReactElement | string,
): ColumnDef<T> {
  return {
    id,
    header,
    accessorFn: (row) => read(row) ?? undefined,
    sortingFn: 'basic',
    sortUndefined: 'last',
    sortDescFirst: true,
    meta: { numeric: true },
    cell: (cell) => render((cell.getValue() as number | undefined) ?? null, cell.row.original),
  };
}

/** The name of an indicator request in a table: its label, else the indicator code. */
export function requestHeader(request: IndicatorRequest | undefined, language: string, fallback: string): string {
  return localized(request?.label, language) || request?.indicator || fallback;
}
