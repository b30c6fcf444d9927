// The filters drawer's content (platform-core.md §2, §5, issue 5 item 6): tree selects with text
// search for critical moments, geographies and logicals (only the user's scope), channels,
// clusters and the response values of the selected critical moments. Edits are a draft until
// "Apply"; changing the critical moment resets the response values.
import { responseValueFilters, withCriticalMoments, type FilterNode, type FilterSelection } from '@voz/core';
import { localized, useTranslation } from '@voz/i18n';
import { TreeSelect, type TreeSelectNode } from '@voz/ui';
import { useId, useMemo, useState, type ReactElement } from 'react';
import { usePortal } from '../portalContext.js';

/** A metadata tree as the tree select shows it (description and code are searched too). */
export function toTreeNodes(forest: readonly FilterNode[]): TreeSelectNode[] {
  return forest.map((node) => ({
    id: node.id,
    label: node.name,
    searchText: [node.description, node.code].filter(Boolean).join(' '),
    ...(node.children && node.children.length > 0 ? { children: toTreeNodes(node.children) } : {}),
  }));
}

const numbers = (value: (string | number)[]): number[] => value.map(Number).filter(Number.isSafeInteger);

export function FiltersPanel({
  selection,
  onApply,
  onReset,
}: {
  selection: FilterSelection;
  onApply: (next: FilterSelection) => void;
  onReset: () => void;
}): ReactElement {
  const { t, i18n } = useTranslation();
  const { data, scope } = usePortal();
  const [draft, setDraft] = useState(selection);
  const metadata = data.metadata;
  const single = data.tenant.criticalMomentSelection === 'single';
  const trees = useMemo(
    () => ({
      criticalMoments: toTreeNodes(scope.criticalMoments),
      geographies: toTreeNodes(scope.geographies),
      logicals: toTreeNodes(scope.logicals),
      channels: metadata.channels.map((c) => ({ id: c.id, label: c.name, searchText: c.description ?? '' })),
      clusters: (metadata.clusters ?? []).map((c) => ({ id: c.id, label: c.name, searchText: c.description ?? '' })),
    }),
    [scope, metadata],
  );
  const valueFilters = responseValueFilters(metadata, draft.criticalMoments);
  const groupId = useId();

  return (
    <form
      className="flex flex-col gap-5"
      data-filters-panel
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <TreeSelect
        label={single ? t('filters.criticalMoment') : t('filters.criticalMoments')}
        nodes={trees.criticalMoments}
        value={draft.criticalMoments}
        multiple={!single}
        onChange={(value) => setDraft((d) => withCriticalMoments(d, numbers(value)))}
      />
      {trees.geographies.length === 0 ? (
        <p className="text-sm text-slate-500">{t('filters.nothingInScope')}</p>
      ) : (
        <TreeSelect
          label={t('filters.geographies')}
          nodes={trees.geographies}
          value={draft.geographies}
          multiple
          onChange={(value) => setDraft((d) => ({ ...d, geographies: numbers(value) }))}
        />
      )}
      {trees.logicals.length > 0 ? (
        <TreeSelect
          label={t('filters.logicals')}
          nodes={trees.logicals}
          value={draft.logicals}
          multiple
          onChange={(value) => setDraft((d) => ({ ...d, logicals: numbers(value) }))}
        />
      ) : null}
      {trees.channels.length > 0 ? (
        <TreeSelect
          label={t('filters.channels')}
          nodes={trees.channels}
          value={draft.channels}
          multiple
          searchable={false}
          onChange={(value) => setDraft((d) => ({ ...d, channels: numbers(value) }))}
        />
      ) : null}
      {trees.clusters.length > 0 ? (
        <TreeSelect
          label={t('filters.clusters')}
          nodes={trees.clusters}
          value={draft.clusters}
          multiple
          searchable={false}
          onChange={(value) => setDraft((d) => ({ ...d, clusters: numbers(value) }))}
        />
      ) : null}
      {valueFilters.length > 0 ? (
        <fieldset className="flex flex-col gap-3" data-response-values>
          <legend className="text-sm font-semibold text-slate-800">{t('filters.responseValues')}</legend>
          {valueFilters.map((filter) => {
            const question = String(filter.questionId);
            const chosen = draft.responseValues[question] ?? [];
            return (
              <fieldset key={question} className="flex flex-col gap-1">
                <legend className="text-sm text-slate-700">{localized(filter.label, i18n.language)}</legend>
                {filter.options.map((option) => (
                  <label key={option.value} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name={`${groupId}-${question}`}
                      checked={chosen.includes(option.value)}
                      onChange={(event) =>
                        setDraft((d) => {
                          const current = d.responseValues[question] ?? [];
                          const next = event.target.checked
                            ? [...current, option.value]
                            : current.filter((v) => v !== option.value);
                          const responseValues = { ...d.responseValues };
                          if (next.length > 0) responseValues[question] = next;
                          else delete responseValues[question];
                          return { ...d, responseValues };
                        })
                      }
                    />
                    {localized(option.label, i18n.language)}
                  </label>
                ))}
              </fieldset>
            );
          })}
        </fieldset>
      ) : null}
      <div className="sticky bottom-0 flex gap-2 bg-white py-2">
        <button
          type="submit"
          data-apply-filters
          className="flex-1 rounded-md bg-sky-700 px-3 py-2 text-sm font-semibold text-white hover:bg-sky-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
        >
          {t('filters.apply')}
        </button>
        <button
          type="button"
          onClick={onReset}
          className="rounded-md border border-slate-300 px-3 py-2 text-sm hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
        >
          {t('filters.reset')}
        </button>
      </div>
    </form>
  );
}
