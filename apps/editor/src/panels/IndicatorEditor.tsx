// The indicator-request editor: each request's indicator (offered from the tenant's
// indicators.json), its key, grouping, limit and the fields it reads. Everything else a request can
// say (extras, sort, url) stays as written and is edited in the JSON pane.
import type { IndicatorRequest } from '@voz/schema';
import type { ReactElement } from 'react';
import { useT } from '../i18n.js';

const GROUPS = [
  'formattedMonth',
  'formattedBimester',
  'formattedWeek',
  'formattedDay',
  'geoLocation',
  'logicalLocation',
  'criticalMoment',
  'channel',
  'question',
  'tag',
  'cluster',
  'date',
  'advisor',
  'context',
];

const list = (text: string): string[] => text.split(/[\s,;]+/).filter(Boolean);

export function IndicatorEditor({
  value,
  indicators,
  onChange,
}: {
  value: readonly IndicatorRequest[];
  /** Names of the tenant's indicators. */
  indicators: readonly string[];
  onChange: (value: IndicatorRequest[]) => void;
}): ReactElement {
  const t = useT();
  const set = (i: number, patch: Partial<IndicatorRequest>, drop: (keyof IndicatorRequest)[] = []): void =>
    onChange(
      value.map((r, j) => {
        if (j !== i) return r;
        const next = { ...r, ...patch } as Record<string, unknown>;
        for (const key of drop) delete next[key];
        return next as unknown as IndicatorRequest;
      }),
    );
  return (
    <div className="text-sm" data-indicator-editor>
      <datalist id="voz-indicators">
        {indicators.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <datalist id="voz-group-by">
        {GROUPS.map((g) => (
          <option key={g} value={g} />
        ))}
      </datalist>
      {value.length === 0 && <p className="text-slate-600">{t('editor.indicators.none')}</p>}
      {value.map((request, i) => {
        const known = indicators.includes(request.indicator);
        return (
          <fieldset key={i} className="mb-2 rounded border border-slate-200 p-2" data-request={i}>
            <legend className="px-1 text-xs font-medium">{t('editor.indicators.numbered', { number: i + 1 })}</legend>
            <label className="flex flex-col text-xs">
              {t('editor.indicators.indicator')}
              <input
                list="voz-indicators"
                aria-label={t('editor.indicators.numbered', { number: i + 1 })}
                aria-invalid={!known}
                className={`rounded border px-1 py-0.5 text-sm ${known ? 'border-slate-300' : 'border-red-500'}`}
                value={request.indicator}
                onChange={(e) => set(i, { indicator: e.target.value })}
              />
              {!known && <span className="text-red-700">{t('editor.indicators.unknown')}</span>}
            </label>
            <div className="mt-1 grid grid-cols-2 gap-1">
              <label className="flex flex-col text-xs">
                {t('editor.indicators.key')}
                <input
                  className="rounded border border-slate-300 px-1 py-0.5"
                  value={request.key ?? ''}
                  onChange={(e) => (e.target.value ? set(i, { key: e.target.value }) : set(i, {}, ['key']))}
                />
              </label>
              <label className="flex flex-col text-xs">
                {t('editor.indicators.limit')}
                <input
                  type="number"
                  min={1}
                  className="rounded border border-slate-300 px-1 py-0.5"
                  value={request.limit ?? ''}
                  onChange={(e) => (e.target.value ? set(i, { limit: Number(e.target.value) }) : set(i, {}, ['limit']))}
                />
              </label>
            </div>
            <label className="mt-1 flex flex-col text-xs">
              {t('editor.indicators.groupBy')}
              <input
                // Written on leaving the field; keyed by the value so an undo or a JSON edit shows anew.
                key={(request.groupBy ?? []).join(', ')}
                list="voz-group-by"
                className="rounded border border-slate-300 px-1 py-0.5"
                defaultValue={(request.groupBy ?? []).join(', ')}
                onBlur={(e) => {
                  const groups = list(e.target.value);
                  if (groups.length) set(i, { groupBy: groups as IndicatorRequest['groupBy'] });
                  else set(i, {}, ['groupBy']);
                }}
              />
            </label>
            <label className="mt-1 flex flex-col text-xs">
              {t('editor.indicators.keyExtract')}
              <input
                key={(request.keyExtract ?? []).join(', ')}
                className="rounded border border-slate-300 px-1 py-0.5"
                defaultValue={(request.keyExtract ?? []).join(', ')}
                onBlur={(e) => {
                  const fields = list(e.target.value);
                  if (fields.length) set(i, { keyExtract: fields as IndicatorRequest['keyExtract'] });
                  else set(i, {}, ['keyExtract']);
                }}
              />
            </label>
            <button
              type="button"
              className="mt-1 text-xs text-red-700"
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            >
              {t('editor.indicators.remove')}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="text-xs text-sky-800 underline"
        onClick={() => onChange([...value, { indicator: indicators[0] ?? 'INDICADOR' }])}
      >
        {t('editor.indicators.add')}
      </button>
    </div>
  );
}
