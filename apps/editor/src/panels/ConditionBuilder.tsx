// The render-condition builder: a tree of all / any / not and leaves on the selected critical
// moments, geographies, logicals and channels (includes any / all, equals, is the root, or within the
// subtrees of some nodes), the user's level and scope, the language and the tenant's features, each
// node with exactly one property as the schema says. The condition is read back under the builder
// (core's describer) in the interface language, as the builder's own texts.
import { CONDITION_KEYS, describeCondition, type ConditionKey, type ConditionRoots } from '@voz/core';
import type { Language, RenderCondition } from '@voz/schema';
import type { ReactElement } from 'react';
import { t, useLanguage, useT } from '../i18n.js';

/** A node of the builder: one property of the schema's render condition, in core's order. */
type NodeKind = ConditionKey;

const NODE_KINDS: readonly NodeKind[] = CONDITION_KEYS;

/**
 * The selection tests offered, by schema property (SelectionTest of render-condition.schema.json),
 * each read as its label in the interface language.
 */
export const TESTS = {
  get includesAny(): string {
    return t('editor.condition.test.includesAny');
  },
  get includesAll(): string {
    return t('editor.condition.test.includesAll');
  },
  get equals(): string {
    return t('editor.condition.test.equals');
  },
  get isRoot(): string {
    return t('editor.condition.test.isRoot');
  },
  get within(): string {
    return t('editor.condition.test.within');
  },
};
type TestName = keyof typeof TESTS;

const FEATURES = [
  'notifications',
  'alerts',
  'actionPlans',
  'socialListening',
  'aiAssistant',
  'powerIntelligence',
  'reports',
  'dynamicReports',
  'surveys',
  'surveyStats',
  'clientAccounts',
  'employeeExperience',
  'supplierExperience',
  'coCreation',
  'adminLogicalDistributions',
  'adminGeoDistributions',
  'adminCriticalMoments',
  'adminChannels',
] as const;

function kindOf(node: RenderCondition): NodeKind {
  return (Object.keys(node)[0] ?? 'all') as NodeKind;
}

function fresh(kind: NodeKind): RenderCondition {
  switch (kind) {
    case 'all':
    case 'any':
      return { [kind]: [] };
    case 'not':
      return { not: { criticalMoments: { isRoot: true } } };
    case 'levels':
      return { levels: ['nivel'] };
    case 'highestScope':
      return { highestScope: true };
    case 'languages':
      return { languages: ['es'] };
    case 'feature':
      return { feature: 'alerts' };
    default:
      return { [kind]: { isRoot: true } };
  }
}

const ids = (text: string): number[] => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n >= 0),
  ),
];

function ConditionNode({
  node,
  onChange,
  onRemove,
  depth,
  levels,
}: {
  node: RenderCondition;
  onChange: (node: RenderCondition) => void;
  onRemove?: () => void;
  depth: number;
  levels: readonly string[];
}): ReactElement {
  const translate = useT();
  const kind = kindOf(node);
  const record = node as Record<string, unknown>;
  const value = record[kind];
  return (
    <div
      className="mt-1 rounded border border-slate-200 p-1.5"
      style={{ marginLeft: depth ? 8 : 0 }}
      data-condition-node={kind}
    >
      <div className="flex items-center gap-1">
        <select
          aria-label={translate('editor.condition.type')}
          className="rounded border border-slate-300 px-1 py-0.5 text-xs"
          value={kind}
          onChange={(e) => onChange(fresh(e.target.value as NodeKind))}
        >
          {NODE_KINDS.map((k) => (
            <option key={k} value={k}>
              {translate(`editor.condition.kind.${k}`)}
            </option>
          ))}
        </select>
        {onRemove && (
          <button
            type="button"
            className="ml-auto text-xs text-red-700"
            onClick={onRemove}
            aria-label={translate('editor.condition.removeThis')}
          >
            {translate('editor.condition.remove')}
          </button>
        )}
      </div>
      {(kind === 'all' || kind === 'any') && (
        <div>
          {(value as RenderCondition[]).map((child, i) => (
            <ConditionNode
              key={i}
              node={child}
              depth={depth + 1}
              levels={levels}
              onChange={(next) =>
                onChange({ [kind]: (value as RenderCondition[]).map((c, j) => (j === i ? next : c)) })
              }
              onRemove={() => onChange({ [kind]: (value as RenderCondition[]).filter((_, j) => j !== i) })}
            />
          ))}
          <button
            type="button"
            className="mt-1 text-xs text-sky-800 underline"
            onClick={() => onChange({ [kind]: [...(value as RenderCondition[]), fresh('criticalMoments')] })}
          >
            {translate('editor.condition.add')}
          </button>
        </div>
      )}
      {kind === 'not' && (
        <ConditionNode
          node={value as RenderCondition}
          depth={depth + 1}
          levels={levels}
          onChange={(next) => onChange({ not: next })}
        />
      )}
      {(kind === 'criticalMoments' || kind === 'geographies' || kind === 'logicals' || kind === 'channels') && (
        <SelectionTestEditor value={value as Record<string, unknown>} onChange={(test) => onChange({ [kind]: test })} />
      )}
      {kind === 'levels' && (
        <input
          aria-label={translate('editor.condition.levels')}
          list="voz-levels"
          className="mt-1 w-full rounded border border-slate-300 px-1 py-0.5 text-xs"
          value={(value as string[]).join(', ')}
          onChange={(e) => {
            const list = e.target.value.split(/[\s,;]+/).filter(Boolean);
            onChange({ levels: list.length ? list : [''] });
          }}
        />
      )}
      {kind === 'highestScope' && (
        <select
          aria-label={translate('editor.condition.kind.highestScope')}
          className="mt-1 rounded border border-slate-300 px-1 py-0.5 text-xs"
          value={String(value)}
          onChange={(e) => onChange({ highestScope: e.target.value === 'true' })}
        >
          <option value="true">{translate('editor.condition.seesRoot')}</option>
          <option value="false">{translate('editor.condition.doesNotSeeRoot')}</option>
        </select>
      )}
      {kind === 'languages' && (
        <div className="mt-1 flex gap-2 text-xs">
          {(['es', 'en'] as const).map((language) => (
            <label key={language} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={(value as string[]).includes(language)}
                onChange={(e) => {
                  const list = (value as string[]).filter((l) => l !== language);
                  if (e.target.checked) list.push(language);
                  if (list.length) onChange({ languages: list } as RenderCondition);
                }}
              />
              {language === 'es' ? translate('editor.app.spanish') : translate('editor.app.english')}
            </label>
          ))}
        </div>
      )}
      {kind === 'feature' && (
        <select
          aria-label={translate('editor.condition.feature')}
          className="mt-1 rounded border border-slate-300 px-1 py-0.5 text-xs"
          value={String(value)}
          onChange={(e) => onChange({ feature: e.target.value } as RenderCondition)}
        >
          {FEATURES.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}

function SelectionTestEditor({
  value,
  onChange,
}: {
  value: Record<string, unknown>;
  onChange: (test: Record<string, unknown>) => void;
}): ReactElement {
  const translate = useT();
  const test = (Object.keys(value)[0] ?? 'isRoot') as TestName;
  const current = value[test];
  return (
    <div className="mt-1 flex flex-wrap items-center gap-1 text-xs">
      <select
        aria-label={translate('editor.condition.test.label')}
        className="rounded border border-slate-300 px-1 py-0.5"
        value={test}
        onChange={(e) => {
          const next = e.target.value as TestName;
          const list = Array.isArray(current) ? current : [];
          onChange(next === 'isRoot' ? { isRoot: true } : { [next]: list.length ? list : [0] });
        }}
      >
        {(Object.keys(TESTS) as TestName[]).map((name) => (
          <option key={name} value={name}>
            {TESTS[name]}
          </option>
        ))}
      </select>
      {test === 'isRoot' ? (
        <select
          aria-label={translate('editor.condition.test.isRootLabel')}
          className="rounded border border-slate-300 px-1 py-0.5"
          value={String(current)}
          onChange={(e) => onChange({ isRoot: e.target.value === 'true' })}
        >
          <option value="true">{translate('editor.condition.yes')}</option>
          <option value="false">{translate('editor.condition.no')}</option>
        </select>
      ) : (
        <input
          // Written on leaving the field; keyed by the value so an undo or a JSON edit shows anew.
          key={(current as number[]).join(', ')}
          aria-label={translate('editor.condition.ids')}
          className="flex-1 rounded border border-slate-300 px-1 py-0.5"
          defaultValue={(current as number[]).join(', ')}
          onBlur={(e) => {
            const list = ids(e.target.value);
            onChange({ [test]: list.length ? list : [0] });
          }}
        />
      )}
    </div>
  );
}

export function ConditionBuilder({
  label,
  value,
  onChange,
  roots,
  levels,
}: {
  label: string;
  value: RenderCondition | undefined;
  onChange: (value: RenderCondition | undefined) => void;
  roots?: ConditionRoots;
  levels: readonly string[];
}): ReactElement {
  const translate = useT();
  const language = useLanguage();
  return (
    <div data-condition-builder>
      <datalist id="voz-levels">
        {levels.map((l) => (
          <option key={l} value={l} />
        ))}
      </datalist>
      {value === undefined ? (
        <div className="text-sm">
          <p className="text-slate-600">{translate('editor.condition.always', { label })}</p>
          <button
            type="button"
            className="text-xs text-sky-800 underline"
            onClick={() => onChange(fresh('criticalMoments'))}
          >
            {translate('editor.condition.addFirst')}
          </button>
        </div>
      ) : (
        <>
          <ConditionNode
            node={value}
            depth={0}
            levels={levels}
            onChange={onChange}
            onRemove={() => onChange(undefined)}
          />
          <p className="mt-1 text-xs text-slate-600" data-condition-text>
            {translate('editor.properties.shownIf', { condition: safeDescribe(value, roots, language) })}
          </p>
        </>
      )}
    </div>
  );
}

function safeDescribe(value: RenderCondition, roots: ConditionRoots | undefined, language: Language): string {
  try {
    return describeCondition(value, roots, language);
  } catch {
    return t('editor.condition.unreadable');
  }
}
