import { useTranslation } from '@voz/i18n';
import type { ReactElement } from 'react';
import { ArcGauge, fractionOf, gaugeLayout } from '../../shared/ArcGauge.js';
import { gaugeSample, gaugeValue } from '../../shared/gaugeValue.js';
import { Summary } from '../../shared/Summary.js';
import { ValueFooter } from '../../shared/ValueFooter.js';
import { fmt, numberFormat, valueColor } from '../../shared/values.js';
import type { RendererProps } from '../../types.js';

/**
 * Gauge: a dial from min to max (0–10; 5 for details, 100 for percentages) with a needle at the value,
 * coloured by its scale. The value is the row's, or the response rate / data quality (mapper).
 */
export function Gauge({ widget, config, rows, previous, context, title }: RendererProps<'gauge'>): ReactElement {
  const { t } = useTranslation();
  const layout = gaugeLayout(widget.size);
  const min = config.min ?? 0;
  const max = config.max ?? 10;
  const value = gaugeValue(rows[0], config.mapper);
  const format = numberFormat(context, config.decimals, config.unit === 'percent' ? 'percent' : undefined);
  const whole = { locale: context.locale, decimals: 0 };
  const ends = [fmt(min, whole), fmt(max, whole)] as const;
  const prev = config.showHistoric && previous ? gaugeValue(previous[0], config.mapper) : undefined;
  return (
    <div className={layout.box}>
      <ArcGauge
        shape="dial"
        needle
        className={layout.arc}
        fraction={fractionOf(value, min, max)}
        color={valueColor(value, config.colorScale, context)}
        label={fmt(value, format)}
        ends={ends}
      />
      <div className={layout.footer}>
        <ValueFooter
          previous={prev === undefined ? undefined : fmt(prev, format)}
          sample={config.showSample ? gaugeSample(rows[0]) : undefined}
        />
      </div>
      <Summary>{t('gauges.summaryRange', { title, value: fmt(value, format), min: ends[0], max: ends[1] })}</Summary>
    </div>
  );
}
