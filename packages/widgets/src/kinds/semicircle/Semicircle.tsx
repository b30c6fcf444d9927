import { useTranslation } from '@voz/i18n';
import type { ReactElement } from 'react';
import { ArcGauge, fractionOf, gaugeLayout } from '../../shared/ArcGauge.js';
import { gaugeSample, gaugeValue } from '../../shared/gaugeValue.js';
import { Summary } from '../../shared/Summary.js';
import { ValueFooter } from '../../shared/ValueFooter.js';
import { fmt, numberFormat, seriesColor, valueColor } from '../../shared/values.js';
import type { RendererProps } from '../../types.js';

/**
 * Semicircle: a half gauge from 0 to max (100), e.g. the response rate or data quality computed from
 * the survey counters (mapper). On the 0–100 scale and with those mappers the value is a percentage.
 */
export function Semicircle({ widget, config, rows, context, title }: RendererProps<'semicircle'>): ReactElement {
  const { t } = useTranslation();
  const layout = gaugeLayout(widget.size);
  const max = config.max ?? 100;
  const value = gaugeValue(rows[0], config.mapper);
  const percent = max === 100 || config.mapper === 'responsePercentage' || config.mapper === 'dataQuality';
  const format = numberFormat(context, config.decimals, percent ? 'percent' : undefined);
  const whole = { locale: context.locale, decimals: 0 };
  const ends = [fmt(0, whole), fmt(max, whole)] as const;
  return (
    <div className={layout.box}>
      <ArcGauge
        shape="half"
        className={layout.arc}
        fraction={fractionOf(value, 0, max)}
        color={valueColor(value, config.colorScale, context, seriesColor(0, config.colors))}
        label={fmt(value, format)}
        ends={ends}
      />
      <div className={layout.footer}>
        <ValueFooter sample={config.showSample ? gaugeSample(rows[0]) : undefined} />
      </div>
      <Summary>{t('gauges.summary', { title, value: fmt(value, format), max: ends[1] })}</Summary>
    </div>
  );
}
