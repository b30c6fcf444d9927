import { DEFAULT_PAGE_SIZE, type IndicatorRow } from '@voz/core';
import { localized, useTranslation } from '@voz/i18n';
import type { ColumnDef } from '@voz/ui';
import { useMemo, type ReactElement } from 'react';
import { requestScale } from '../../shared/indicatorLines.js';
import { PaginatedTable, pageCount } from '../../shared/Paginated.js';
import { Summary } from '../../shared/Summary.js';
import { ValueBadge, numberColumn, requestHeader, textColumn } from '../../shared/tableCells.js';
import { fmt, fmtCount, groupLabel, numberFormat, valueColor } from '../../shared/values.js';
import type { RendererProps } from '../../types.js';

/** One advisor: its name, position, the value of each indicator request and the sample. */
interface AdvisorLine {
  name: string;
  position: number | null;
  values: (number | null)[];
  count: number;
}

/** The advisor a row is about: an advisor field when the backend sends one, else the group (logicalLocation). */
function advisorName(row: IndicatorRow): string {
  for (const field of ['advisorName', 'advisor'] as const) {
    const value = row[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return groupLabel(row);
}

/** The key that joins an advisor's rows across requests. */
function advisorKey(row: IndicatorRow): string {
  return String(row.groupId ?? row.group ?? advisorName(row));
}

const valueOf = (row: IndicatorRow | undefined): number | null =>
  row && row.value !== null && Number.isFinite(row.value) ? row.value : null;

/**
 * Advisor table: one row per advisor of the first request (grouped by logicalLocation or an
 * advisor field) with its position, the value of each request (NPS, satisfaction...) joined on
 * the advisor, and the sample. Each value is coloured on its request's scale, else the widget's
 * (an NPS score beside 0–10 averages); the names' header is config.advisorLabel (drivers, pump
 * attendants), else "Asesor". Sortable and paginated.
 */
export function AdvisorTable({ widget, config, rows, context, title }: RendererProps<'advisor-table'>): ReactElement {
  const { t } = useTranslation();
  const format = numberFormat(context, config.decimals);
  const pageSize = config.pageSize ?? DEFAULT_PAGE_SIZE;
  const requests = useMemo(() => widget.indicators ?? [], [widget.indicators]);

  const lines = useMemo<AdvisorLine[]>(() => {
    const others = rows.slice(1).map((list) => new Map(list.map((row) => [advisorKey(row), row] as const)));
    const base = rows[0] ?? [];
    // Positions: the backend's (rankingPosition), else the rank of the first value, best first.
    // Equal values share a position (1, 2, 2, 4).
    const rank = new Map<number, number>();
    base
      .map(valueOf)
      .filter((v): v is number => v !== null)
      .sort((a, b) => b - a)
      .forEach((v, i) => {
        if (!rank.has(v)) rank.set(v, i + 1);
      });
    return base.map((row) => {
      const value = valueOf(row);
      const position =
        typeof row.position === 'number' ? row.position : value === null ? null : (rank.get(value) ?? null);
      return {
        name: advisorName(row),
        position,
        values: [value, ...others.map((map) => valueOf(map.get(advisorKey(row))))],
        count: row.count,
      };
    });
  }, [rows]);

  const columns = useMemo<ColumnDef<AdvisorLine>[]>(() => {
    const valueFormat = numberFormat(context, config.decimals);
    const count = Math.max(1, rows.length);
    return [
      numberColumn<AdvisorLine>(
        'position',
        t('table.position'),
        (line) => line.position,
        (value) => (value === null ? '—' : fmtCount(value, context)),
      ),
      textColumn<AdvisorLine>(
        'advisor',
        localized(config.advisorLabel, context.language) || t('tables.advisor'),
        (line) => line.name,
      ),
      ...Array.from({ length: count }, (_, i) => {
        const scale = requestScale(requests[i], config.colorScale);
        return numberColumn<AdvisorLine>(
          `value-${i}`,
          requestHeader(requests[i], context.language, t('table.value')),
          (line) => line.values[i],
          (value) =>
            scale === undefined ? (
              fmt(value, valueFormat)
            ) : (
              <ValueBadge text={fmt(value, valueFormat)} color={valueColor(value, scale, context)} />
            ),
        );
      }),
      numberColumn<AdvisorLine>(
        'count',
        t('table.count'),
        (line) => line.count,
        (value) => fmtCount(value ?? 0, context),
      ),
    ];
  }, [t, context, config.decimals, config.colorScale, config.advisorLabel, rows.length, requests]);

  const best = [...lines]
    .filter((line) => line.position !== null)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))[0];
  const pages = pageCount(lines.length, pageSize);
  const text = [
    t('tables.advisorSummary', {
      title,
      count: fmtCount(lines.length, context),
      best: best?.name ?? '—',
      bestValue: fmt(best?.values[0], format),
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
        initialSorting={[{ id: 'position', desc: false }]}
      />
      <Summary>{text}</Summary>
    </div>
  );
}
