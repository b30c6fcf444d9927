// The colour-scale editor: a named scale of the tenant or bands written here, each with explicit
// inclusive or exclusive bounds and a palette colour; a preview of the bands and the scale's
// problems (gaps, overlaps, unordered bounds) in plain words.
import { checkColorScale, toHex } from '@voz/core';
import { PALETTE, type ColorScale } from '@voz/schema';
import type { ReactElement } from 'react';
import { t, useT } from '../i18n.js';

type Band = ColorScale['bands'][number];
type Lower = 'none' | 'from' | 'above';
type Upper = 'none' | 'upTo' | 'below';

const lowerOf = (b: Band): Lower =>
  'from' in b && b.from !== undefined ? 'from' : 'above' in b && b.above !== undefined ? 'above' : 'none';
const upperOf = (b: Band): Upper =>
  'upTo' in b && b.upTo !== undefined ? 'upTo' : 'below' in b && b.below !== undefined ? 'below' : 'none';

function bandText(b: Band): string {
  const lower = lowerOf(b);
  const upper = upperOf(b);
  const l = lower === 'from' ? `≥ ${b.from}` : lower === 'above' ? `> ${b.above}` : '';
  const u = upper === 'upTo' ? `≤ ${b.upTo}` : upper === 'below' ? `< ${b.below}` : '';
  return [l, u].filter(Boolean).join(` ${t('editor.colorScale.and')} `) || t('editor.colorScale.allValues');
}

function withBounds(band: Band, lower: Lower, lowerValue: number, upper: Upper, upperValue: number): Band {
  const { from: _f, above: _a, upTo: _u, below: _b, ...rest } = band as Band & Record<string, unknown>;
  const next: Record<string, unknown> = { ...rest };
  if (lower !== 'none') next[lower] = lowerValue;
  if (upper !== 'none') next[upper] = upperValue;
  return next as unknown as Band;
}

function colorHex(color: string): string {
  try {
    return toHex(color as Band['color']);
  } catch {
    return color.startsWith('#') ? color : '#cccccc';
  }
}

export function ColorScaleEditor({
  value,
  named,
  onChange,
}: {
  value: string | ColorScale | undefined;
  named: Readonly<Record<string, ColorScale | undefined>>;
  onChange: (value: string | ColorScale | undefined) => void;
}): ReactElement {
  const translate = useT();
  const mode = value === undefined ? 'none' : typeof value === 'string' ? 'named' : 'inline';
  const scale: ColorScale | undefined = typeof value === 'string' ? named[value] : value;
  const issues = scale ? checkColorScale(scale) : [];
  const bands = typeof value === 'object' ? value.bands : [];
  const setBand = (i: number, band: Band): void =>
    onChange({ ...(value as ColorScale), bands: bands.map((b, j) => (j === i ? band : b)) });
  return (
    <div data-color-scale-editor className="text-sm">
      <div className="flex flex-wrap gap-2">
        {(
          [
            ['none', translate('editor.colorScale.none')],
            ['named', translate('editor.colorScale.named')],
            ['inline', translate('editor.colorScale.inline')],
          ] as const
        ).map(([m, label]) => (
          <label key={m} className="flex items-center gap-1">
            <input
              type="radio"
              name="color-scale-mode"
              checked={mode === m}
              onChange={() =>
                onChange(
                  m === 'none'
                    ? undefined
                    : m === 'named'
                      ? (Object.keys(named)[0] ?? 'nps')
                      : {
                          bands: scale?.bands ?? [
                            { upTo: 40, color: 'red' },
                            { above: 40, color: 'green' },
                          ],
                        },
                )
              }
            />
            {label}
          </label>
        ))}
      </div>
      {mode === 'named' && (
        <select
          aria-label={translate('editor.colorScale.named')}
          className="mt-1 rounded border border-slate-300 px-1 py-0.5"
          value={value as string}
          onChange={(e) => onChange(e.target.value)}
        >
          {!((value as string) in named) && (
            <option value={value as string}>{translate('editor.colorScale.missing', { name: value as string })}</option>
          )}
          {Object.keys(named).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      )}
      {mode === 'inline' && (
        <table className="mt-1 w-full text-xs">
          <thead>
            <tr className="text-left text-slate-600">
              <th>{translate('editor.colorScale.from')}</th>
              <th>{translate('editor.colorScale.to')}</th>
              <th>{translate('editor.colorScale.color')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {bands.map((band, i) => {
              const lower = lowerOf(band);
              const upper = upperOf(band);
              const lv = lower === 'from' ? band.from! : lower === 'above' ? band.above! : 0;
              const uv = upper === 'upTo' ? band.upTo! : upper === 'below' ? band.below! : 0;
              return (
                <tr key={i} data-band={i}>
                  <td>
                    <select
                      aria-label={translate('editor.colorScale.lowerBound', { number: i + 1 })}
                      value={lower}
                      onChange={(e) => setBand(i, withBounds(band, e.target.value as Lower, lv, upper, uv))}
                    >
                      <option value="none">—</option>
                      <option value="from">≥</option>
                      <option value="above">&gt;</option>
                    </select>
                    {lower !== 'none' && (
                      <input
                        type="number"
                        aria-label={translate('editor.colorScale.lowerValue', { number: i + 1 })}
                        className="w-14 rounded border border-slate-300"
                        value={lv}
                        onChange={(e) => setBand(i, withBounds(band, lower, Number(e.target.value), upper, uv))}
                      />
                    )}
                  </td>
                  <td>
                    <select
                      aria-label={translate('editor.colorScale.upperBound', { number: i + 1 })}
                      value={upper}
                      onChange={(e) => setBand(i, withBounds(band, lower, lv, e.target.value as Upper, uv))}
                    >
                      <option value="none">—</option>
                      <option value="upTo">≤</option>
                      <option value="below">&lt;</option>
                    </select>
                    {upper !== 'none' && (
                      <input
                        type="number"
                        aria-label={translate('editor.colorScale.upperValue', { number: i + 1 })}
                        className="w-14 rounded border border-slate-300"
                        value={uv}
                        onChange={(e) => setBand(i, withBounds(band, lower, lv, upper, Number(e.target.value)))}
                      />
                    )}
                  </td>
                  <td>
                    <select
                      aria-label={translate('editor.colorScale.bandColor', { number: i + 1 })}
                      value={band.color}
                      onChange={(e) => setBand(i, { ...band, color: e.target.value as Band['color'] })}
                    >
                      {!(band.color in PALETTE) && <option value={band.color}>{band.color}</option>}
                      {Object.keys(PALETTE).map((token) => (
                        <option key={token} value={token}>
                          {token}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <button
                      type="button"
                      aria-label={translate('editor.colorScale.removeBand', { number: i + 1 })}
                      className="text-red-700"
                      disabled={bands.length === 1}
                      onClick={() => onChange({ ...(value as ColorScale), bands: bands.filter((_, j) => j !== i) })}
                    >
                      ×
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {mode === 'inline' && (
        <button
          type="button"
          className="mt-1 text-xs text-sky-800 underline"
          onClick={() => onChange({ ...(value as ColorScale), bands: [...bands, { color: 'neutral' }] })}
        >
          {translate('editor.colorScale.addBand')}
        </button>
      )}
      {scale && (
        <div className="mt-2" aria-label={translate('editor.colorScale.preview')} data-bands-preview>
          <div className="flex h-5 overflow-hidden rounded">
            {scale.bands.map((band, i) => (
              <div key={i} className="flex-1" style={{ background: colorHex(band.color) }} title={bandText(band)} />
            ))}
          </div>
          <ul className="mt-1 text-xs text-slate-700">
            {scale.bands.map((band, i) => (
              <li key={i}>
                <span
                  className="mr-1 inline-block h-2.5 w-2.5 rounded-sm align-middle"
                  style={{ background: colorHex(band.color) }}
                />
                {bandText(band)}: {band.color}
              </li>
            ))}
          </ul>
        </div>
      )}
      {issues.length > 0 && (
        <ul role="alert" className="mt-1 text-xs text-red-700">
          {issues.map((issue, i) => (
            <li key={i}>{issue.message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
