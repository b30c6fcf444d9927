import { DEFAULT_PAGE_SIZE, type IndicatorRow } from '@voz/core';
import { useTranslation } from '@voz/i18n';
import type { ColumnDef } from '@voz/ui';
import { useMemo, type ReactElement } from 'react';
import { requestScale } from '../../shared/indicatorLines.js';
import { PaginatedTable, pageCount } from '../../shared/Paginated.js';
import { Summary } from '../../shared/Summary.js';
import { ValueBadge, numberColumn, textColumn } from '../../shared/tableCells.js';
import { fmt, fmtCount, groupLabel, numberFormat, valueColor } from '../../shared/values.js';
import type { RendererProps } from '../../types.js';

/** One line of the table: a group and its NPS split. */
interface NpsLine {
  group: string;
  value: number | null;
  promoters: number | null;
  passives: number | null;
  detractors: number | null;
  count: number;
}

/** The share of one NPS part in %, or null when the row carries no split. */
function share(row: IndicatorRow, part: 'promoters' | 'passives' | 'detractors'): number | null {
  const total = (row.promoters ?? 0) + (row.passives ?? 0) + (row.detractors ?? 0);
  const value = row[part];
  return total > 0 && typeof value === 'number' ? (value / total) * 100 : null;
}

/**
 * NPS table: one row per group (geography, dealer...) of its request with its NPS on the request's
 * colour scale (else the widget's), the split in % and the sample.
 */
export function NpsTable({ widget, config, rows, context, title }: RendererProps<'nps-table'>): ReactElement {
  const { t } = useTranslation();
  const format = numberFormat(context, config.decimals);
  const pageSize = config.pageSize ?? DEFAULT_PAGE_SIZE;
  const scale = requestScale(widget.indicators?.[0], config.colorScale);

  const lines = useMemo<NpsLine[]>(
    () =>
      (rows[0] ?? []).map((row) => ({
        group: groupLabel(row),
        value: row.value !== null && Number.isFinite(row.value) ? row.value : null,
        promoters: share(row, 'promoters'),
        passives: share(row, 'passives'),
        detractors: share(row, 'detractors'),
        count: row.count,
      })),
    [rows],
  );

  const columns = useMemo<ColumnDef<NpsLine>[]>(() => {
    const valueFormat = numberFormat(context, config.decimals);
    const percent = numberFormat(context, config.decimals, 'percent');
    const pct = (value: number | null): string => fmt(value, percent);
    return [
      textColumn<NpsLine>('group', t('table.group'), (line) => line.group),
      numberColumn<NpsLine>(
        'value',
        t('tables.nps'),
        (line) => line.value,
        (value) => <ValueBadge text={fmt(value, valueFormat)} color={valueColor(value, scale, context)} />,
      ),
      numberColumn<NpsLine>('promoters', t('tables.promoters'), (line) => line.promoters, pct),
      numberColumn<NpsLine>('passives', t('tables.passives'), (line) => line.passives, pct),
      numberColumn<NpsLine>('detractors', t('tables.detractors'), (line) => line.detractors, pct),
      numberColumn<NpsLine>(
        'count',
        t('table.count'),
        (line) => line.count,
        (value) => fmtCount(value ?? 0, context),
      ),
    ];
  }, [t, context, config.decimals, scale]);

  const valued = lines.filter((line) => line.value !== null);
  const sorted = [...valued].sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
  const best = sorted[0];
  const worst = sorted[sorted.length - 1];
  const pages = pageCount(lines.length, pageSize);
  const text = [
    t('tables.npsSummary', {
      title,
      count: fmtCount(lines.length, context),
      min: fmt(worst?.value, format),
      max: fmt(best?.value, format),
      best: best?.group ?? '—',
      bestValue: fmt(best?.value, format),
    }),
    pages > 1 ? t('tables.paged', { pageSize, pages }) : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="h-full w-full">
      <PaginatedTable
        caption={title}
        columns={columns}
        data={lines}
        pageSize={pageSize}
        initialSorting={[{ id: 'value', desc: true }]}
      />
      <Summary>{text}</Summary>
    </div>
  );
}
