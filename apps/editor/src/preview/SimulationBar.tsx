// The simulated filter state of the preview and the canvas: critical moments, geography, user
// level and scope, language; and which dashboard the tenant's assignment rules would give that
// user on the dashboard page, and which rule gives it (read in Spanish).
import { chooseDashboard, describeAssignmentRule } from '@voz/core';
import { memo, useMemo, type ReactElement } from 'react';
import { workspaceTrees, type Simulation, type Workspace } from '../model/workspace.js';

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
      ? 'Ninguna regla se cumple y la página no tiene dashboard por defecto.'
      : rule === undefined
        ? 'Ninguna regla se cumple: dashboard por defecto de la página.'
        : `Regla ${(assigned.rule ?? 0) + 1}: ${describeAssignmentRule(rule, ws.config?.rootIds)}.`;
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Estado simulado" role="group" data-simulation>
      <label className="flex items-center gap-1">
        Momento
        <select
          className="max-w-48 rounded border border-slate-300 px-1 py-0.5"
          value={sim.criticalMoments[0] ?? ''}
          onChange={(e) => onChange({ ...sim, criticalMoments: e.target.value === '' ? [] : [Number(e.target.value)] })}
        >
          <option value="">Todos (raíz)</option>
          {moments.map((m) => (
            <option key={m.id} value={m.id}>
              {m.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-1">
        Geografía
        <select
          className="max-w-40 rounded border border-slate-300 px-1 py-0.5"
          value={sim.geographies[0] ?? ''}
          onChange={(e) => onChange({ ...sim, geographies: e.target.value === '' ? [] : [Number(e.target.value)] })}
        >
          <option value="">Todas (raíz)</option>
          {geographies.map((g) => (
            <option key={g.id} value={g.id}>
              {g.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-1">
        Nivel
        <select
          className="rounded border border-slate-300 px-1 py-0.5"
          value={sim.level ?? ''}
          onChange={(e) => {
            const { level: _drop, ...rest } = sim;
            onChange(e.target.value === '' ? rest : { ...rest, level: e.target.value });
          }}
        >
          <option value="">Sin nivel</option>
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
        Alcance máximo
      </label>
      <label className="flex items-center gap-1">
        Idioma
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
          Las reglas asignan:{' '}
          <strong className={assigned?.dashboard === dashboardKey ? 'text-emerald-700' : 'text-slate-800'}>
            {assigned ? assigned.dashboard : 'ninguno'}
          </strong>
          {assigned && assigned.dashboard !== dashboardKey && ' (no este)'}
        </span>
      )}
    </div>
  );
}
