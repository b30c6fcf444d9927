import { PALETTE, type PaletteToken } from '@voz/schema';
import type { ReactElement } from 'react';
import type { RendererProps } from '../../types.js';

/** A colour of the config: a palette token or a hex code. */
function colorValue(color: string | undefined): string | undefined {
  if (color === undefined) return undefined;
  return Object.hasOwn(PALETTE, color) ? PALETTE[color as PaletteToken] : color;
}

/** A section label: a heading across its cells, with the widget's colour as an accent bar. */
export function Label({ config, title }: RendererProps<'label'>): ReactElement {
  const accent = colorValue(config.color) ?? PALETTE.chart1;
  return (
    <div className="flex h-full items-end pb-1">
      <h2
        className="w-full truncate border-b-2 pb-1 text-lg font-semibold text-slate-800"
        style={{ borderColor: accent }}
        title={title}
      >
        {title}
      </h2>
    </div>
  );
}
