import { resolveColorScale, toHex, type NumberFormat } from '@voz/core';
import { useTranslation } from '@voz/i18n';
import type { ColorBand } from '@voz/schema';
import { use, useMemo, type ReactElement } from 'react';
import { fitProjection, loadShapes, shapePath, type Projector, type Shape } from '../../maps/geo.js';
import {
  WORLD_BOUNDS,
  backdropFor,
  joinChoropleth,
  placePoints,
  type MapKind,
  type PlacedRow,
} from '../../maps/model.js';
import { SLATE } from '../../shared/nivo.js';
import { Summary } from '../../shared/Summary.js';
import { useElementSize } from '../../shared/useElementSize.js';
import { fmt, fmtCount, numberFormat, valueColor } from '../../shared/values.js';
import type { RenderContext, RendererProps } from '../../types.js';

// Map by geographies: a choropleth of Mexican states, Chilean regions or countries joined on the
// metadata's map codes, or points at the geographies' coordinates over the outline of their
// country. Shapes load lazily (the renderer suspends until they are in); colours come from the
// widget's colour scale, whose bands the legend lists.

/** Most points drawn (the largest samples); the summary says how many were left out. */
export const MAX_POINTS = 300;

/** Fill of a shape without rows (lighter than any band, so "no data" never reads as a value). */
const NO_DATA = '#F8FAFC';
/** Fill of the country under a point map. */
const LAND = '#E2E8F0';

/** Highest and lowest valued rows, for the footer and the summary. */
function extremes(rows: readonly PlacedRow[]): { best: PlacedRow; worst: PlacedRow } | null {
  const valued = rows.filter((p) => p.row.value !== null && Number.isFinite(p.row.value));
  if (valued.length === 0) return null;
  let best = valued[0]!;
  let worst = valued[0]!;
  for (const p of valued) {
    if ((p.row.value ?? 0) > (best.row.value ?? 0)) best = p;
    if ((p.row.value ?? 0) < (worst.row.value ?? 0)) worst = p;
  }
  return { best, worst };
}

/** A band's range in the legend: "≥ 90", "< 6", "40–80". */
function bandLabel(band: ColorBand, format: NumberFormat): string {
  const write = (n: number): string => fmt(n, { ...format, decimals: Number.isInteger(n) ? 0 : format.decimals });
  const low = band.from ?? band.above;
  const high = band.upTo ?? band.below;
  if (low !== undefined && high !== undefined) return `${write(low)}–${write(high)}`;
  if (low !== undefined) return `${band.from !== undefined ? '≥' : '>'} ${write(low)}`;
  if (high !== undefined) return `${band.upTo !== undefined ? '≤' : '<'} ${write(high)}`;
  return '';
}

function Legend({
  config,
  context,
  format,
}: {
  config: RendererProps<'map'>['config'];
  context: RenderContext;
  format: NumberFormat;
}): ReactElement | null {
  const { t } = useTranslation();
  const scale = resolveColorScale(config.colorScale, context.colorScales);
  if (!scale || scale.bands.length > 6) return null;
  return (
    <ul
      aria-label={t('map.legend')}
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-0.5 text-xs text-slate-600"
      data-legend=""
    >
      {scale.bands.map((band, i) => (
        <li key={i} className="flex items-center gap-1">
          <span
            aria-hidden="true"
            className="inline-block h-2.5 w-2.5 rounded-sm"
            style={{ background: toHex(band.color) }}
          />
          {bandLabel(band, format)}
        </li>
      ))}
    </ul>
  );
}

/** Map by geographies. */
export function Map({ config, rows, context, title }: RendererProps<'map'>): ReactElement {
  const { t } = useTranslation();
  const kind: MapKind = config.map ?? 'points';
  // Suspends (inside the frame's Suspense) until the shapes are loaded.
  const shapes = use(loadShapes(kind === 'points' ? 'world' : kind));
  const [ref, size] = useElementSize<HTMLDivElement>();
  const format = numberFormat(context, config.decimals);
  const list = rows[0] ?? [];

  const model = useMemo(() => {
    if (kind === 'points') {
      const { points, unplaced } = placePoints(list, context.metadata);
      const drawn = [...points].sort((a, b) => b.row.count - a.row.count).slice(0, MAX_POINTS);
      return {
        kind,
        points,
        drawn,
        unplaced,
        placed: points,
        backdrop: backdropFor(
          drawn.map((p) => p.position),
          shapes,
        ),
      };
    }
    const join = joinChoropleth(shapes, list, context.metadata);
    return { kind, ...join };
  }, [kind, list, shapes, context.metadata]);

  const { width, height } = size;
  const project: Projector | null = useMemo(() => {
    if (width <= 0 || height <= 0) return null;
    if (model.kind === 'points') {
      return model.backdrop ? fitProjection(model.backdrop.projection, model.backdrop.bounds, width, height, 10) : null;
    }
    if (kind === 'world') return fitProjection('naturalEarth', WORLD_BOUNDS, width, height, 2);
    const joined = model.areas.map((a) => a.shape);
    const xs = joined.flatMap((s) => s.polygons.flatMap((p) => p[0] ?? []));
    let west = Infinity;
    let south = Infinity;
    let east = -Infinity;
    let north = -Infinity;
    for (const [lon, lat] of xs) {
      west = Math.min(west, lon);
      east = Math.max(east, lon);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
    return xs.length > 0 ? fitProjection('mercator', [west, south, east, north], width, height, 4) : null;
  }, [model, kind, width, height]);

  // The shapes' paths, computed once per size: a re-render (new rows, a language switch) keeps them.
  const paths = useMemo(() => {
    if (!project) return new globalThis.Map<Shape, string>();
    const drawn = model.kind === 'points' ? (model.backdrop?.shapes ?? []) : model.areas.map((area) => area.shape);
    return new globalThis.Map(drawn.map((shape) => [shape, shapePath(shape, project)]));
  }, [model, project]);

  const colorOf = (value: number | null): string => valueColor(value, config.colorScale, context);
  const written = (value: number | null): string => (value === null ? t('widget.noValue') : fmt(value, format));

  let drawing: ReactElement | null = null;
  if (project) {
    if (model.kind === 'points') {
      const maxCount = Math.max(1, ...model.drawn.map((p) => p.row.count));
      const base = Math.max(3, Math.min(7, Math.min(width, height) / 60)) * (model.drawn.length > 60 ? 0.6 : 1);
      drawing = (
        <>
          {model.backdrop?.shapes.map((shape) => (
            <path
              key={shape.id || shape.name}
              d={paths.get(shape)}
              fill={LAND}
              stroke={SLATE[300]}
              strokeWidth={0.75}
            />
          ))}
          {model.drawn.map((p, i) => {
            const [x, y] = project(p.position);
            const r = base * (0.6 + 0.8 * Math.sqrt(Math.max(0, p.row.count) / maxCount));
            return (
              <circle
                key={`${String(p.row.groupId)}-${i}`}
                cx={x}
                cy={y}
                r={r}
                fill={colorOf(p.row.value)}
                fillOpacity={0.9}
                stroke="#FFFFFF"
                strokeWidth={1}
                data-point={String(p.row.groupId)}
                data-value={p.row.value ?? ''}
              >
                <title>{`${p.name}: ${written(p.row.value)} (n = ${fmtCount(p.row.count, context)})`}</title>
              </circle>
            );
          })}
        </>
      );
    } else {
      drawing = (
        <>
          {model.areas.map((area) => (
            <path
              key={area.shape.id || area.shape.name}
              d={paths.get(area.shape)}
              fill={area.names.length > 0 ? colorOf(area.value) : NO_DATA}
              stroke={area.names.length > 0 ? '#FFFFFF' : SLATE[300]}
              strokeWidth={0.75}
              data-area={area.shape.id}
              data-value={area.value ?? ''}
            >
              <title>
                {area.names.length > 0
                  ? `${area.shape.name}: ${written(area.value)}${area.names.length > 1 ? ` (${t('map.groups', { count: area.names.length })})` : ''}`
                  : `${area.shape.name}: ${t('widget.noValue')}`}
              </title>
            </path>
          ))}
        </>
      );
    }
  }

  const total = list.length;
  const placedCount = model.placed.length;
  const ends = extremes(model.placed);
  const best = ends ? t('map.best', { name: ends.best.name, value: fmt(ends.best.row.value, format) }) : null;
  const worst =
    ends && ends.worst !== ends.best
      ? t('map.worst', { name: ends.worst.name, value: fmt(ends.worst.row.value, format) })
      : null;
  const unplaced =
    model.unplaced.length > 0 ? t('map.unplaced', { count: fmtCount(model.unplaced.length, context) }) : null;
  const capped =
    model.kind === 'points' && model.points.length > model.drawn.length
      ? t('map.capped', { shown: fmtCount(model.drawn.length, context), total: fmtCount(model.points.length, context) })
      : null;
  const footer = [best, worst, unplaced].filter((s): s is string => s !== null);
  const summary = [
    t('map.summary', { title, placed: fmtCount(placedCount, context), total: fmtCount(total, context) }),
    ...(placedCount === 0 ? [t('map.noShapes')] : []),
    ...footer.map((s) => `${s}.`),
    ...(capped ? [capped] : []),
  ].join(' ');

  return (
    <div className="flex h-full w-full flex-col gap-1" data-map={kind}>
      <div ref={ref} className="relative min-h-0 flex-1 overflow-hidden">
        {placedCount === 0 ? (
          <p className="flex h-full items-center justify-center p-2 text-center text-sm text-slate-500">
            {t('map.noShapes')}
          </p>
        ) : (
          width > 0 &&
          height > 0 && (
            <svg
              width={width}
              height={height}
              viewBox={`0 0 ${width} ${height}`}
              aria-hidden="true"
              className="absolute inset-0"
            >
              {drawing}
            </svg>
          )
        )}
      </div>
      <Legend config={config} context={context} format={format} />
      {footer.length > 0 && (
        <p className="truncate text-center text-xs text-slate-600" title={footer.join(' · ')} data-map-footer="">
          {footer.join(' · ')}
        </p>
      )}
      <Summary>{summary}</Summary>
    </div>
  );
}
