// The simulated filter state of the preview and the canvas: critical moments, geography, user
// level and scope, language; and which dashboard the tenant's assignment rules would give that
// user on the dashboard page, and which rule gives it (read in Spanish).
import { chooseDashboard, describeAssignmentRule } from '@voz/core';
import { memo, useMemo, type ReactElement } from 'react';
import { workspaceTrees, type Simulation, type Workspace } from '../model/workspace.js';
import { useT } from '../i18n.js';

interface Node {
  id: number;
  name?: string;
  label?: string | { es: string };
  children?: Node[];
}

function flatten(nodes: readonly Node[] | undefined, depth = 0, out: { id: number; label: string }[] = []) {
  for (const node of nodes ?? []) {
    const name = typeof node.label === 'object' ? node.label.es : (node.label ?? node.name ?? String(node.id));
    out.push({ id: node.id, label: `${'  '.repeat(depth)}${name} (${node.id})` });
    if (out.length > 400) return out;
    flatten(node.children, depth + 1, out);
  }
  return out;
}

/** The bar; drawn again only when the workspace, the state or the dashboard changes. */
export const SimulationBar = memo(SimulationBarBody);

function SimulationBarBody({
  ws,
  sim,
  onChange,
  dashboardKey,
}: {
  ws: Workspace;
  sim: Simulation;
  onChange: (sim: Simulation) => void;
  /** The open dashboard's key, to say whether the rules would pick it. */
  dashboardKey: string | undefined;
}): ReactElement {
  const t = useT();
  const moments = useMemo(() => flatten(ws.metadata ? [ws.metadata.criticalMoments] : []), [ws]);
  const geographies = useMemo(() => flatten(ws.metadata ? [ws.metadata.geographies.root] : []), [ws]);
  const levels = ws.config?.levels ?? [];
  const trees = workspaceTrees(ws);
  const assigned = ws.config
    ? chooseDashboard(ws.config, {
        page: 'dashboard',
        ...(sim.level ? { level: sim.level } : {}),
        criticalMoments: sim.criticalMoments,
        ...(trees ? { trees } : {}),
      })
    : null;
  const rule = assigned?.rule == null ? undefined : ws.config?.assignment.rules[assigned.rule];
  const why =
    assigned === null
      ? t('editor.simulation.noRuleNoDefault')
      : rule === undefined
        ? t('editor.simulation.noRule')
        : t('editor.simulation.rule', {
            number: (assigned.rule ?? 0) + 1,
            rule: describeAssignmentRule(rule, ws.config?.rootIds),
          });
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      aria-label={t('editor.simulation.label')}
      role="group"
      data-simulation
    >
      <label className="flex items-center gap-1">
        {t('editor.simulation.moment')}
        <select
          className="max-w-48 rounded border border-slate-300 px-1 py-0.5"
          value={sim.criticalMoments[0] ?? ''}
          onChange={(e) => onChange({ ...sim, criticalMoments: e.target.value === '' ? [] : [Number(e.target.value)] })}
        >
          <option value="">{t('editor.simulation.allMoments')}</option>
          {moments.map((m) => (
            <option key={m.id} value={m.id}>
              {m.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-1">
        {t('editor.simulation.geography')}
        <select
          className="max-w-40 rounded border border-slate-300 px-1 py-0.5"
          value={sim.geographies[0] ?? ''}
          onChange={(e) => onChange({ ...sim, geographies: e.target.value === '' ? [] : [Number(e.target.value)] })}
        >
          <option value="">{t('editor.simulation.allGeographies')}</option>
          {geographies.map((g) => (
            <option key={g.id} value={g.id}>
              {g.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-1">
        {t('editor.simulation.level')}
        <select
          className="rounded border border-slate-300 px-1 py-0.5"
          value={sim.level ?? ''}
          onChange={(e) => {
            const { level: _drop, ...rest } = sim;
            onChange(e.target.value === '' ? rest : { ...rest, level: e.target.value });
          }}
        >
          <option value="">{t('editor.simulation.noLevel')}</option>
          {levels.map((l) => (
            <option key={l.id} value={l.id}>
              {l.id}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-1">
        <input
          type="checkbox"
          checked={sim.highestScope}
          onChange={(e) => onChange({ ...sim, highestScope: e.target.checked })}
        />
        {t('editor.simulation.highestScope')}
      </label>
      <label className="flex items-center gap-1">
        {t('editor.simulation.language')}
        <select
          className="rounded border border-slate-300 px-1 py-0.5"
          value={sim.language}
          onChange={(e) => onChange({ ...sim, language: e.target.value === 'en' ? 'en' : 'es' })}
        >
          <option value="es">Español</option>
          <option value="en">English</option>
        </select>
      </label>
      {dashboardKey && (
        <span className="text-xs text-slate-600" data-assigned={assigned?.dashboard ?? ''} title={why}>
          {t('editor.simulation.assigned')}{' '}
          <strong className={assigned?.dashboard === dashboardKey ? 'text-emerald-700' : 'text-slate-800'}>
            {assigned ? assigned.dashboard : t('editor.simulation.none')}
          </strong>
          {assigned && assigned.dashboard !== dashboardKey && ` ${t('editor.simulation.notThis')}`}
        </span>
      )}
    </div>
  );
}
