import { DEFAULT_PAGE_SIZE } from '@voz/core';
import { useTranslation } from '@voz/i18n';
import type { ColumnDef } from '@voz/ui';
import { useMemo, type ReactElement } from 'react';
import { indicatorLines, type IndicatorLine } from '../../shared/indicatorLines.js';
import { PaginatedTable, pageCount } from '../../shared/Paginated.js';
import { Summary } from '../../shared/Summary.js';
import { ValueBadge, numberColumn, requestHeader, textColumn } from '../../shared/tableCells.js';
import { fmt, fmtCount, groupLabel, numberFormat, valueColor } from '../../shared/values.js';
import type { RendererProps } from '../../types.js';

/**
 * General indicators table: one row per indicator request (its label, else the indicator code)
 * with its value (rows[i][0]) on the request's colour scale (else the widget's) and its sample. A request answering a list
 * (a report of several indicators or places) gives one row per item, named by its group. Social
 * listening rows carry positive/negative counts: their columns show when any row has them. The
 * sample column shows when any row has one (reports/indicators-dashboard rows have none).
 */
export function GeneralIndicatorsTable({
  widget,
  config,
  rows,
  context,
  title,
}: RendererProps<'general-indicators-table'>): ReactElement {
  const { t } = useTranslation();
  const format = numberFormat(context, config.decimals);
  const pageSize = DEFAULT_PAGE_SIZE;
  const requests = useMemo(() => widget.indicators ?? [], [widget.indicators]);

  const lines = useMemo<IndicatorLine[]>(
    () =>
      indicatorLines(
        rows,
        requests,
        config.colorScale,
        (i) => requestHeader(requests[i], context.language, `${t('table.indicator')} ${i + 1}`),
        groupLabel,
      ),
    [rows, requests, config.colorScale, context.language, t],
  );
  const social = lines.some((line) => line.positive !== null || line.negative !== null);
  const sampled = lines.some((line) => line.count !== null);

  const columns = useMemo<ColumnDef<IndicatorLine>[]>(() => {
    const valueFormat = numberFormat(context, config.decimals);
    const count = (value: number | null): string => (value === null ? '—' : fmtCount(value, context));
    return [
      textColumn<IndicatorLine>('indicator', t('table.indicator'), (line) => line.label),
      numberColumn<IndicatorLine>(
        'value',
        t('table.value'),
        (line) => line.value,
        (value, line) => <ValueBadge text={fmt(value, valueFormat)} color={valueColor(value, line.scale, context)} />,
      ),
      ...(social
        ? [
            numberColumn<IndicatorLine>('positive', t('tables.positive'), (line) => line.positive, count),
            numberColumn<IndicatorLine>('negative', t('tables.negative'), (line) => line.negative, count),
          ]
        : []),
      ...(sampled ? [numberColumn<IndicatorLine>('count', t('table.count'), (line) => line.count, count)] : []),
    ];
  }, [t, context, config.decimals, social, sampled]);

  const pages = pageCount(lines.length, pageSize);
  const items = lines.slice(0, pageSize).map((line) => `${line.label} ${fmt(line.value, format)}`);
  const text = [
    t('tables.generalSummary', { title, items: items.join(', ') }),
    pages > 1 ? t('tables.paged', { pageSize, pages }) : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="h-full w-full">
      <PaginatedTable caption={title} columns={columns} data={lines} pageSize={pageSize} />
      <Summary>{text}</Summary>
    </div>
  );
}
