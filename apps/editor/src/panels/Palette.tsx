// The palette: every registered widget kind, with its defaults and its smallest size. A click (or
// Enter) adds one in the first free cell.
import type { Widget } from '@voz/schema';
import { WIDGET_REGISTRY, type WidgetType } from '@voz/widgets';
import { memo, useState, type ReactElement } from 'react';
import { kindName } from '../model/kindNames.js';
import { useLanguage, useT } from '../i18n.js';

/** A new widget of a kind: its defaults, its smallest size, a Spanish title. */
export function newWidget(type: WidgetType): Widget {
  const kind = WIDGET_REGISTRY[type];
  const widget: Record<string, unknown> = {
    id: type,
    type,
    title: { es: kind.name.es },
    size: [kind.info.minSize[0], kind.info.minSize[1]],
  };
  if (Object.keys(kind.defaults).length > 0) widget.config = { ...kind.defaults };
  if (kind.needsRows) widget.indicators = [];
  return widget as unknown as Widget;
}

/** The palette; drawn again only when its handler changes (not on every edit of the document). */
export const Palette = memo(PaletteBody);

function PaletteBody({ onAdd }: { onAdd: (widget: Widget) => void }): ReactElement {
  const t = useT();
  const language = useLanguage();
  const [query, setQuery] = useState('');
  const kinds = (Object.keys(WIDGET_REGISTRY) as WidgetType[]).filter((type) => {
    const q = query.trim().toLowerCase();
    // By type, by the name shown, or by the Spanish name (as the kind is known in the dashboards).
    return (
      q === '' ||
      type.includes(q) ||
      kindName(type, language).toLowerCase().includes(q) ||
      WIDGET_REGISTRY[type].name.es.toLowerCase().includes(q)
    );
  });
  return (
    <div className="p-2">
      <h2 className="mb-1 text-sm font-semibold">{t('editor.palette.title')}</h2>
      <input
        type="search"
        aria-label={t('editor.palette.search')}
        placeholder={t('editor.palette.searchPlaceholder')}
        className="mb-2 w-full rounded border border-slate-300 px-2 py-1 text-sm"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <ul className="flex flex-col gap-0.5" data-palette>
        {kinds.map((type) => (
          // The button's name is what it shows, after a hidden 'Añadir' ('Añadir Medidor', WCAG 2.5.3);
          // the kind and minimum size below it describe it, outside it so they stay out of the name.
          <li key={type} className="rounded hover:bg-sky-50">
            <button
              type="button"
              data-kind={type}
              title={WIDGET_REGISTRY[type].info.description}
              aria-describedby={`palette-${type}`}
              className="w-full rounded px-2 pt-1 text-left text-sm"
              onClick={() => onAdd(newWidget(type))}
            >
              <span className="sr-only">{`${t('editor.palette.add')} `}</span>
              {kindName(type, language)}
            </button>
            <span id={`palette-${type}`} className="block px-2 pb-1 text-xs text-slate-600">
              {type} · {WIDGET_REGISTRY[type].info.minSize.join('×')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
