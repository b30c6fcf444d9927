// The property panel of the selected widget: texts (es, en), place and size, the kind's
// configuration, the render condition, the colour scale and the indicator requests. A widget that
// comes from a fragment says so, and offers to edit the fragment (every dashboard using it
// changes) or to override its texts, place and condition here.
import type { ResolvedWidget } from '@voz/core';
import type { ColorScale, IndicatorRequest, LocalizedText, RenderCondition, Widget } from '@voz/schema';
import type { Diagnostic } from '@voz/validation';
import { WIDGET_REGISTRY } from '@voz/widgets';
import type { ReactElement } from 'react';
import { cloneJson, describeCondition } from '@voz/core';
import { kindName } from '../model/kindNames.js';
import { homeOf, requestedIndicators, setGeometry, updateWidget, type LayoutDocument } from '../model/ops.js';
import { useDoc } from '../model/store.js';
import type { Workspace } from '../model/workspace.js';
import { navigate } from '../router.js';
import { widgetTitle } from '../canvas/Canvas.js';
import { ColorScaleEditor } from './ColorScaleEditor.js';
import { ConditionBuilder } from './ConditionBuilder.js';
import { ConfigForm } from './ConfigForm.js';
import { IndicatorEditor } from './IndicatorEditor.js';
import { LocalizedField, NumberField, Section } from './fields.js';
import { useLanguage, useT } from '../i18n.js';

type Override = Record<string, unknown>;

function editOwn(id: string, key: string, update: (w: Widget) => Widget): void {
  const doc = useDoc.getState().doc as LayoutDocument;
  useDoc.getState().edit(updateWidget(doc, id, update), key);
}

function editOverride(item: ResolvedWidget, key: string, update: (o: Override) => Override): void {
  const doc = useDoc.getState().doc as LayoutDocument;
  const home = homeOf(doc, item);
  if (!home || home.kind !== 'include') return;
  const next = cloneJson<LayoutDocument>(doc);
  const include = next.includes![home.include]!;
  const overrides = (include.overrides ??= {}) as Record<string, Override>;
  const updated = update({ ...(overrides[home.fragmentWidgetId] ?? {}) });
  if (Object.keys(updated).length) overrides[home.fragmentWidgetId] = updated;
  else delete overrides[home.fragmentWidgetId];
  if (Object.keys(overrides).length === 0) delete include.overrides;
  useDoc.getState().edit(next, key);
}

export function PropertyPanel({
  ws,
  tenant,
  items,
  diagnostics,
}: {
  ws: Workspace;
  tenant: string;
  items: ResolvedWidget[];
  diagnostics: readonly Diagnostic[];
}): ReactElement {
  const t = useT();
  const interfaceLanguage = useLanguage();
  const doc = useDoc((s) => s.doc) as LayoutDocument;
  if (items.length === 0) return <p className="p-3 text-sm text-slate-600">{t('editor.properties.none')}</p>;
  if (items.length > 1)
    return (
      <div className="p-3 text-sm">
        <p className="font-medium">{t('editor.properties.many', { count: items.length })}</p>
        <p className="mt-1 text-slate-600">{t('editor.properties.manyHelp')}</p>
        <ul className="mt-2 list-disc pl-5">
          {items.map((i) => (
            <li key={i.widget.id}>{widgetTitle(i)}</li>
          ))}
        </ul>
      </div>
    );
  const item = items[0]!;
  const widget = item.widget;
  const home = homeOf(doc, item);
  const own = home?.kind === 'own';
  const id = widget.id;
  const problems = diagnostics.filter((d) => d.widgetId === id);
  const setField = (
    field: 'title' | 'subTitle' | 'helpText',
    value: LocalizedText | undefined,
    language: string,
  ): void => {
    const key = `${id}:${field}:${language}`;
    if (own)
      editOwn(id, key, (w) => {
        const next = { ...w } as Record<string, unknown>;
        if (value === undefined) delete next[field];
        else next[field] = value;
        return next as unknown as Widget;
      });
    else
      editOverride(item, key, (o) => {
        if (value === undefined) delete o[field];
        else o[field] = value;
        return o;
      });
  };
  const setCondition = (value: RenderCondition | undefined): void =>
    editOwn(id, `${id}:condition`, (w) => {
      const next = { ...w } as Record<string, unknown>;
      if (value === undefined) delete next.renderCondition;
      else next.renderCondition = value;
      return next as unknown as Widget;
    });
  const setConfig = (config: Record<string, unknown> | undefined, key: string): void => {
    if (own)
      editOwn(id, key, (w) => {
        const next = { ...w } as Record<string, unknown>;
        if (config === undefined) delete next.config;
        else next.config = config;
        return next as unknown as Widget;
      });
    else editOverride(item, key, (o) => ({ ...o, config: config ?? {} }));
  };
  const config = (widget.config ?? {}) as Record<string, unknown>;
  const hasColorScale = (WIDGET_KIND_CONFIG(widget.type) ?? []).includes('colorScale');
  const levels = (ws.config?.levels ?? []).map((l) => l.id);
  return (
    <div data-property-panel={id}>
      <div className="border-b border-slate-200 px-3 py-2">
        <p className="text-sm font-semibold">{widgetTitle(item)}</p>
        <p className="text-xs text-slate-600">
          {kindName(widget.type, interfaceLanguage)} · id {id}
        </p>
        {problems.length > 0 && (
          <ul className="mt-1 text-xs text-red-700" aria-label={t('editor.properties.problems')}>
            {problems.map((d, i) => (
              <li key={i}>{d.message}</li>
            ))}
          </ul>
        )}
      </div>
      {!own && home?.kind === 'include' && (
        <div className="border-b border-violet-200 bg-violet-50 px-3 py-2 text-sm" data-fragment-choice>
          <p>
            {t('editor.properties.fromFragment')} <strong>{home.fragment}</strong>
            {home.shared ? t('editor.newDashboard.shared') : ''}.
          </p>
          <div className="mt-1 flex flex-wrap gap-2">
            <button
              type="button"
              className="rounded border border-violet-600 px-2 py-0.5 text-violet-800"
              onClick={() =>
                navigate({
                  page: 'edit',
                  tenant: home.shared ? '_shared' : tenant,
                  path: `fragments/${home.fragment}.json`,
                })
              }
            >
              {t('editor.properties.editFragment')}
            </button>
          </div>
          <p className="mt-1 text-xs text-violet-900">{t('editor.properties.override')}</p>
        </div>
      )}
      <Section title={t('editor.properties.texts')}>
        <LocalizedField
          label={t('editor.properties.title')}
          value={widget.title}
          onChange={(v, l) => setField('title', v, l)}
        />
        <LocalizedField
          label={t('editor.properties.subTitle')}
          value={widget.subTitle}
          onChange={(v, l) => setField('subTitle', v, l)}
        />
        <LocalizedField
          label={t('editor.properties.help')}
          value={widget.helpText}
          multiline
          onChange={(v, l) => setField('helpText', v, l)}
        />
      </Section>
      <Section title={t('editor.properties.place')}>
        <div className="flex gap-2">
          <NumberField
            label={t('editor.properties.column')}
            value={item.position[0] + 1}
            min={1}
            max={4}
            onChange={(v) => geometry(item, [v - 1, item.position[1]], item.size)}
          />
          <NumberField
            label={t('editor.properties.row')}
            value={item.position[1] + 1}
            min={1}
            onChange={(v) => geometry(item, [item.position[0], v - 1], item.size)}
          />
          <NumberField
            label={t('editor.properties.width')}
            value={item.size[0]}
            min={1}
            max={4}
            onChange={(v) => geometry(item, item.position, [v, item.size[1]])}
          />
          <NumberField
            label={t('editor.properties.height')}
            value={item.size[1]}
            min={1}
            onChange={(v) => geometry(item, item.position, [item.size[0], v])}
          />
        </div>
      </Section>
      <Section title={t('editor.properties.condition')}>
        {own ? (
          <ConditionBuilder
            label={t('editor.properties.widget')}
            value={widget.renderCondition}
            onChange={setCondition}
            {...(ws.config?.rootIds ? { roots: ws.config.rootIds } : {})}
            levels={levels}
          />
        ) : (
          <p className="text-sm text-slate-600" data-condition-text>
            {widget.renderCondition
              ? t('editor.properties.shownIf', {
                  condition: describeCondition(widget.renderCondition, ws.config?.rootIds, interfaceLanguage),
                })
              : t('editor.properties.alwaysVisible')}{' '}
            {t('editor.properties.conditionCombined')}
          </p>
        )}
      </Section>
      {hasColorScale && (
        <Section title={t('editor.properties.colorScale')}>
          <ColorScaleEditor
            value={config.colorScale as string | ColorScale | undefined}
            named={ws.config?.colorScales ?? {}}
            onChange={(scale) => {
              const next = { ...config };
              if (scale === undefined) delete next.colorScale;
              else next.colorScale = scale;
              setConfig(Object.keys(next).length ? next : undefined, `${id}:colorScale`);
            }}
          />
        </Section>
      )}
      <Section title={t('editor.properties.config')}>
        <ConfigForm
          widget={widget as unknown as Record<string, unknown> & { type: string; id: string }}
          onChange={(c) => setConfig(c, `${id}:config`)}
        />
      </Section>
      {own && (
        <Section title={t('editor.properties.indicators')}>
          <IndicatorEditor
            value={widget.indicators ?? []}
            indicators={Object.keys(ws.indicators?.indicators ?? {}).sort()}
            onChange={(indicators: IndicatorRequest[]) =>
              editOwn(id, `${id}:indicators`, (w) => ({ ...w, indicators }))
            }
          />
        </Section>
      )}
      {!own && (widget.indicators?.length ?? 0) > 0 && (
        <Section title={t('editor.properties.indicators')}>
          <ul className="text-sm" data-included-indicators>
            {requestedIndicators(item).map((request, k) => (
              <li key={k}>
                <code>{request.indicator}</code>
                {request.writtenAs !== undefined && (
                  <span className="text-xs text-slate-600" data-renamed-from={request.writtenAs}>
                    {' '}
                    {t('editor.properties.renamed', { name: request.writtenAs })}
                  </span>
                )}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-slate-600">{t('editor.properties.indicatorsElsewhere')}</p>
        </Section>
      )}
    </div>
  );
}

function geometry(item: ResolvedWidget, position: [number, number], size: [number, number]): void {
  const doc = useDoc.getState().doc as LayoutDocument;
  useDoc.getState().edit(setGeometry(doc, item, { position, size }), `${item.widget.id}:geometry`);
}

function WIDGET_KIND_CONFIG(type: string): readonly string[] | undefined {
  return (WIDGET_REGISTRY as Record<string, { info: { configProperties: readonly string[] } } | undefined>)[type]?.info
    .configProperties;
}
