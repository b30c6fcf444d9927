import { useTranslation } from '@voz/i18n';
import type { ReactElement } from 'react';
import { ArcGauge, fractionOf, gaugeLayout } from '../../shared/ArcGauge.js';
import { gaugeSample, gaugeValue } from '../../shared/gaugeValue.js';
import { Summary } from '../../shared/Summary.js';
import { ValueFooter } from '../../shared/ValueFooter.js';
import { fmt, numberFormat, seriesColor, valueColor } from '../../shared/values.js';
import type { RendererProps } from '../../types.js';

/** Radial summary: the main indicator as a ring filled from min to max (0–10), the value in its centre. */
export function RadialSummary({
  widget,
  config,
  rows,
  previous,
  context,
  title,
}: RendererProps<'radial-summary'>): ReactElement {
  const { t } = useTranslation();
  const layout = gaugeLayout(widget.size);
  const min = config.min ?? 0;
  const max = config.max ?? 10;
  const value = gaugeValue(rows[0], config.mapper);
  const format = numberFormat(context, config.decimals);
  const whole = { ...format, decimals: 0 };
  const color = valueColor(value, config.colorScale, context, seriesColor(0, config.colors));
  const prev = config.showHistoric && previous ? gaugeValue(previous[0], config.mapper) : undefined;
  const values = { title, value: fmt(value, format), min: fmt(min, whole), max: fmt(max, whole) };
  return (
    <div className={layout.box}>
      <ArcGauge
        shape="ring"
        className={layout.arc}
        fraction={fractionOf(value, min, max)}
        color={color}
        label={fmt(value, format)}
        caption={t('gauges.outOf', { max: values.max })}
      />
      <div className={layout.footer}>
        <ValueFooter
          previous={prev === undefined ? undefined : fmt(prev, format)}
          sample={config.showSample ? gaugeSample(rows[0]) : undefined}
        />
      </div>
      <Summary>{min === 0 ? t('gauges.summary', values) : t('gauges.summaryRange', values)}</Summary>
    </div>
  );
}
