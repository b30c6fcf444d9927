import type { ReactElement } from 'react';
import { SLATE } from './nivo.js';

// One SVG for the library's round gauges: a full ring (radial summary, radial by geography), a
// half circle (semicircle) and a 240° dial with a needle (gauge). Everything is drawn in one
// viewBox, so the value written inside scales with the arc and never overflows it.

/** Where a value lies between min and max, clamped to 0–1 (0 when there is no value). */
export function fractionOf(value: number | null | undefined, min: number, max: number): number {
  if (value === null || value === undefined || !Number.isFinite(value) || !(max > min)) return 0;
  return Math.min(1, Math.max(0, (value - min) / (max - min)));
}

/** The point at `angle` degrees, clockwise from 12 o'clock, of a circle. */
function pointAt(cx: number, cy: number, r: number, angle: number): [number, number] {
  const rad = (angle * Math.PI) / 180;
  return [cx + r * Math.sin(rad), cy - r * Math.cos(rad)];
}

/** An SVG path of the arc from `from` to `to` degrees (clockwise from 12 o'clock, to − from < 360). */
export function arcPath(cx: number, cy: number, r: number, from: number, to: number): string {
  const [x1, y1] = pointAt(cx, cy, r, from);
  const [x2, y2] = pointAt(cx, cy, r, to);
  const large = to - from > 180 ? 1 : 0;
  return `M ${x1.toFixed(2)} ${y1.toFixed(2)} A ${r} ${r} 0 ${large} 1 ${x2.toFixed(2)} ${y2.toFixed(2)}`;
}

/** The shapes of gauge. */
export type ArcShape = 'ring' | 'half' | 'dial';

interface Geometry {
  viewBox: string;
  cx: number;
  cy: number;
  r: number;
  stroke: number;
  /** Start angle and sweep, in degrees clockwise from 12 o'clock. */
  from: number;
  sweep: number;
  /** Baseline of the value, the widest it may be, and its largest font size. */
  labelY: number;
  labelWidth: number;
  labelSize: number;
  /** Baseline of the min / max labels at the arc's ends (none for a ring). */
  endsY?: number;
}

const GEOMETRY: Record<ArcShape, Geometry> = {
  // 359.99°: an arc whose ends meet is not drawn at all.
  ring: {
    viewBox: '0 0 100 100',
    cx: 50,
    cy: 50,
    r: 43,
    stroke: 10,
    from: 0,
    sweep: 359.99,
    labelY: 50,
    labelWidth: 64,
    labelSize: 24,
  },
  half: {
    viewBox: '0 0 100 62',
    cx: 50,
    cy: 52,
    r: 43,
    stroke: 12,
    from: -90,
    sweep: 180,
    labelY: 50,
    labelWidth: 56,
    labelSize: 20,
    endsY: 61,
  },
  dial: {
    viewBox: '0 0 100 86',
    cx: 50,
    cy: 48,
    r: 42,
    stroke: 10,
    from: -120,
    sweep: 240,
    labelY: 76,
    labelWidth: 44,
    labelSize: 14,
    endsY: 84,
  },
};

/** A font size that fits `text` in `width` viewBox units (about 0.6 em a character), at most `max`. */
function fitFont(text: string, width: number, max: number): number {
  return Math.min(max, width / (0.6 * Math.max(1, text.length)));
}

/** Props of ArcGauge. */
export interface ArcGaugeProps {
  shape: ArcShape;
  /** Filled share of the arc, 0–1 (fractionOf). */
  fraction: number;
  /** Colour of the filled arc (the value's colour on its scale). */
  color: string;
  /** The value as written, drawn inside the arc (carries data-value). */
  label: string;
  /** A small line under the value of a ring ("de 10"). */
  caption?: string | undefined;
  /** Labels of the ends of a half circle or dial (the scale's min and max). */
  ends?: readonly [string, string] | undefined;
  /** Draw a needle pointing at the value (dial). */
  needle?: boolean | undefined;
  className?: string | undefined;
}

/** A ring, half circle or dial filled up to a value, with the value written inside (hidden from screen readers). */
export function ArcGauge({
  shape,
  fraction,
  color,
  label,
  caption,
  ends,
  needle,
  className,
}: ArcGaugeProps): ReactElement {
  const g = GEOMETRY[shape];
  const f = Math.min(1, Math.max(0, fraction));
  const to = g.from + g.sweep * f;
  const size = fitFont(label, g.labelWidth, g.labelSize);
  const labelY = caption ? g.labelY - 2 : g.labelY;
  const [nx, ny] = pointAt(g.cx, g.cy, g.r - g.stroke - 4, to);
  const endAt = (angle: number): [number, number] => pointAt(g.cx, g.cy, g.r, angle);
  return (
    <svg viewBox={g.viewBox} className={className} aria-hidden="true" focusable="false" data-fraction={f.toFixed(4)}>
      <path
        d={arcPath(g.cx, g.cy, g.r, g.from, g.from + g.sweep)}
        fill="none"
        stroke={SLATE[200]}
        strokeWidth={g.stroke}
      />
      {f > 0 && (
        <path d={arcPath(g.cx, g.cy, g.r, g.from, to)} fill="none" stroke={color} strokeWidth={g.stroke} data-arc="" />
      )}
      {needle && (
        <g data-needle="">
          <line
            x1={g.cx}
            y1={g.cy}
            x2={nx.toFixed(2)}
            y2={ny.toFixed(2)}
            stroke={SLATE[700]}
            strokeWidth={2.5}
            strokeLinecap="round"
          />
          <circle cx={g.cx} cy={g.cy} r={4} fill={SLATE[700]} />
        </g>
      )}
      <text
        x={g.cx}
        y={labelY}
        textAnchor="middle"
        dominantBaseline={shape === 'ring' ? 'central' : 'alphabetic'}
        fontSize={size.toFixed(1)}
        fontWeight={700}
        fill={SLATE[900]}
        className="tabular-nums"
        data-value=""
      >
        {label}
      </text>
      {caption && (
        <text x={g.cx} y={labelY + size * 0.5 + 8} textAnchor="middle" fontSize={7} fill={SLATE[500]}>
          {caption}
        </text>
      )}
      {ends && g.endsY !== undefined && (
        <g fontSize={7} fill={SLATE[500]} textAnchor="middle">
          <text x={endAt(g.from)[0].toFixed(2)} y={g.endsY}>
            {ends[0]}
          </text>
          <text x={endAt(g.from + g.sweep)[0].toFixed(2)} y={g.endsY}>
            {ends[1]}
          </text>
        </g>
      )}
    </svg>
  );
}

/** Classes of a single gauge's box, arc and footer: side by side in one-row-high widgets, stacked otherwise. */
export function gaugeLayout(size: readonly number[] | undefined): { box: string; arc: string; footer: string } {
  const oneRow = (size?.[1] ?? 2) <= 1;
  return oneRow
    ? {
        box: 'flex h-full flex-row items-center justify-center gap-2',
        arc: 'h-full min-w-0 flex-1',
        footer: 'max-w-[45%] shrink-0',
      }
    : { box: 'flex h-full flex-col items-center justify-center gap-1', arc: 'min-h-0 w-full flex-1', footer: '' };
}
