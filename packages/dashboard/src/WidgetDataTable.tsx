// The data table a widget frame shows on demand (issue 32): the rows a chart, gauge or map is drawn
// from, as a plain HTML table a screen reader can walk cell by cell, for readers who cannot see the
// drawing (its summary sentence says what it shows, not every value). Which kinds offer it is a fact
// of each kind's entry (`dataTable`, packages/widgets/src/kinds/<type>/entry.ts).
import type { IndicatorRow } from '@voz/core';
import { localized, useTranslation } from '@voz/i18n';
import type { Widget } from '@voz/schema';
import type { RenderContext } from '@voz/widgets';
import type { ReactElement } from 'react';

/** At most this many rows in the table; a note says how many more there are. */
export const DATA_TABLE_MAX_ROWS = 200;

/** Counts some kinds draw besides the value, each shown in a column when a row has it. */
const EXTRA_FIELDS = [
  ['promoters', 'nps.promoters'],
  ['passives', 'nps.passives'],
  ['detractors', 'nps.detractors'],
  ['positive', 'sentiment.positive'],
  ['neutral', 'sentiment.neutral'],
  ['negative', 'sentiment.negative'],
  ['answeredCount', 'dataTable.answered'],
  ['inProgressCount', 'dataTable.inProgress'],
  ['notHandledCount', 'dataTable.notHandled'],
  ['invalidCount', 'dataTable.invalid'],
  ['handledPerc', 'dataTable.handledPerc'],
  ['validPerc', 'dataTable.validPerc'],
  ['not_handled', 'dataTable.alertsNotHandled'],
  ['in_process', 'dataTable.alertsInProcess'],
  ['closed', 'dataTable.alertsClosed'],
  ['wows', 'dataTable.wows'],
  ['fast', 'dataTable.fast'],
  ['slow', 'dataTable.slow'],
] as const;

/** One line of the table: the series (when the widget has several), the row's name and its numbers. */
export interface DataTableLine {
  series: string;
  label: string;
  value: number | null;
  count: number | null;
  extra: Record<string, number | null>;
}

/** What the table shows: its columns' keys beyond the fixed ones, its lines and the lines left out. */
export interface DataTableContent {
  /** Whether a series column is needed (more than one indicator request). */
  series: boolean;
  /** Keys of EXTRA_FIELDS some row has. */
  extra: string[];
  lines: DataTableLine[];
  /** Lines beyond DATA_TABLE_MAX_ROWS, not shown. */
  hidden: number;
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The name of a row: its label, else its group's name, else its group, else its period, else (a
 * single value) its series'.
 */
function rowName(row: IndicatorRow, series: string): string {
  for (const field of ['label', 'groupName', 'group', 'formattedMonth', 'formattedWeek', 'date']) {
    const value = row[field];
    if (typeof value === 'string' && value !== '') return value;
    if (typeof value === 'number') return String(value);
  }
  return series || '—';
}

/** The lines of the table of a widget's rows (one list per indicator request, in order). */
export function dataTableOf(widget: Widget, rows: readonly IndicatorRow[][], language: string): DataTableContent {
  const requests = widget.indicators ?? [];
  const all: DataTableLine[] = [];
  const extra = new Set<string>();
  rows.forEach((list, i) => {
    const request = requests[i];
    const series = request ? localized(request.label, language) || request.key || String(request.indicator) : '';
    const field = typeof request?.value === 'string' ? request.value : 'value';
    for (const row of list) {
      const values: Record<string, number | null> = {};
      for (const [key] of EXTRA_FIELDS) {
        if (key in row && num(row[key]) !== null) {
          extra.add(key);
          values[key] = num(row[key]);
        }
      }
      all.push({ series, label: rowName(row, series), value: num(row[field]), count: num(row.count), extra: values });
    }
  });
  return {
    series: rows.length > 1,
    extra: EXTRA_FIELDS.map(([key]) => key).filter((key) => extra.has(key)),
    lines: all.slice(0, DATA_TABLE_MAX_ROWS),
    hidden: Math.max(0, all.length - DATA_TABLE_MAX_ROWS),
  };
}

/** Props of WidgetDataTable. */
export interface WidgetDataTableProps {
  widget: Widget;
  rows: readonly IndicatorRow[][];
  /** The caption: the widget's title. */
  title: string;
  context: RenderContext;
}

/** The rows of a widget as an accessible table: caption, column headers, numbers in the locale's format. */
export function WidgetDataTable({ widget, rows, title, context }: WidgetDataTableProps): ReactElement {
  const { t } = useTranslation();
  const content = dataTableOf(widget, rows, context.language);
  const decimals = num((widget as { config?: { decimals?: unknown } }).config?.decimals) ?? context.decimals;
  const numbers = new Intl.NumberFormat(context.locale, { maximumFractionDigits: Math.max(0, decimals) });
  const counts = new Intl.NumberFormat(context.locale, { maximumFractionDigits: 0 });
  const write = (value: number | null, format: Intl.NumberFormat): string =>
    value === null ? t('widget.noValue') : format.format(value);
  const labelOf = (key: string): string => t(EXTRA_FIELDS.find(([k]) => k === key)?.[1] ?? key);
  const cell = 'border-b border-slate-200 px-2 py-1';
  return (
    // A scrolling region: a tab stop of its own, so the keyboard scrolls it too.
    <div
      role="region"
      aria-label={t('dataTable.region', { title })}
      tabIndex={0}
      data-widget-data-table
      className="absolute inset-0 overflow-auto rounded-sm bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-inset"
    >
      <table className="w-full border-collapse text-left text-xs text-slate-800">
        <caption className="pb-1 text-left text-xs font-semibold text-slate-800">{title}</caption>
        <thead>
          <tr>
            {content.series ? (
              <th scope="col" className={`${cell} font-semibold`}>
                {t('table.indicator')}
              </th>
            ) : null}
            <th scope="col" className={`${cell} font-semibold`}>
              {t('table.group')}
            </th>
            <th scope="col" className={`${cell} text-right font-semibold`}>
              {t('table.value')}
            </th>
            <th scope="col" className={`${cell} text-right font-semibold`}>
              {t('table.count')}
            </th>
            {content.extra.map((key) => (
              <th key={key} scope="col" className={`${cell} text-right font-semibold`}>
                {labelOf(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {content.lines.map((line, i) => (
            <tr key={i}>
              {content.series ? <td className={cell}>{line.series}</td> : null}
              <td className={cell}>{line.label}</td>
              <td className={`${cell} text-right tabular-nums`}>{write(line.value, numbers)}</td>
              <td className={`${cell} text-right tabular-nums`}>{write(line.count, counts)}</td>
              {content.extra.map((key) => (
                <td key={key} className={`${cell} text-right tabular-nums`}>
                  {write(line.extra[key] ?? null, numbers)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {content.hidden > 0 ? (
        <p className="pt-1 text-xs text-slate-600">
          {t('dataTable.truncated', { shown: content.lines.length, total: content.lines.length + content.hidden })}
        </p>
      ) : null}
    </div>
  );
}
