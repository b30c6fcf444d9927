import { useTranslation } from '@voz/i18n';
import {
  memo,
  useDeferredValue,
  useId,
  useMemo,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';
import { CheckIcon, ChevronIcon, SearchIcon } from './icons.js';

/** A node of a TreeSelect. */
export interface TreeSelectNode {
  /** Unique in the whole tree (1 and '1' are different ids). */
  id: string | number;
  label: string;
  /** Extra text the search also matches (description, code, login, e-mail); not shown. */
  searchText?: string;
  children?: TreeSelectNode[];
  /** Shown and reachable, but cannot be selected. */
  disabled?: boolean;
}

/** Props of TreeSelect. */
export interface TreeSelectProps {
  nodes: TreeSelectNode[];
  /** Ids of the selected nodes (one at most when not multiple). */
  value: (string | number)[];
  onChange: (value: (string | number)[]) => void;
  /** Checkboxes (any number of nodes, each on its own) instead of radios (one node). */
  multiple?: boolean;
  /** Name of the tree, shown above it. */
  label: string;
  /** Hides the label (still the tree's accessible name) when the page already shows it. */
  hideLabel?: boolean;
  placeholder?: string;
  /** Shows the search box (default true). */
  searchable?: boolean;
}

type Id = string | number;

/** What the tree knows of a node, computed once per `nodes`. */
interface Info {
  node: TreeSelectNode;
  /** Position in a depth-first walk of the whole tree (stable DOM ids). */
  uid: number;
  parent: Info | null;
  depth: number;
  /** Label and searchText, lower case, without accents. */
  haystack: string;
}

/** One drawn line of the tree. */
interface Row {
  info: Info;
  /** Children drawn under it when expanded (all of them, or the matching ones while searching). */
  children: TreeSelectNode[];
  expanded: boolean;
  posinset: number;
  setsize: number;
}

/** Lower case, accents and spaces at both ends removed: 'Ñuñoa ' → 'nunoa'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

interface TreeIndex {
  byId: Map<Id, Info>;
  /** By uid (the DOM ids and data-uid attributes carry it). */
  byUid: Info[];
}

function indexTree(nodes: TreeSelectNode[]): TreeIndex {
  const index = new Map<Id, Info>();
  const byUid: Info[] = [];
  let uid = 0;
  // Iterative: a deep tree (a long chain of locations) must not overflow the stack.
  const stack: { node: TreeSelectNode; parent: Info | null; depth: number }[] = [];
  for (let i = nodes.length - 1; i >= 0; i--) stack.push({ node: nodes[i]!, parent: null, depth: 1 });
  while (stack.length > 0) {
    const { node, parent, depth } = stack.pop()!;
    if (index.has(node.id)) continue; // a repeated id keeps its first place
    const info: Info = {
      node,
      uid: uid++,
      parent,
      depth,
      haystack: foldText(node.searchText ? `${node.label} ${node.searchText}` : node.label),
    };
    index.set(node.id, info);
    byUid.push(info);
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i]!, parent: info, depth: depth + 1 });
  }
  return { byId: index, byUid };
}

/** Ids of the ancestors of the given nodes. */
function ancestorsOf(index: Map<Id, Info>, ids: Iterable<Id>): Set<Id> {
  const result = new Set<Id>();
  for (const id of ids) {
    for (let p = index.get(id)?.parent ?? null; p && !result.has(p.node.id); p = p.parent) result.add(p.node.id);
  }
  return result;
}

interface Search {
  /** Nodes whose text holds every word of the query. */
  matches: Set<Id>;
  /** Their ancestors: drawn and expanded, showing only the children on the way to a match. */
  ancestors: Set<Id>;
}

function search(index: Map<Id, Info>, query: string): Search | null {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const matches = new Set<Id>();
  for (const [id, info] of index) if (words.every((w) => info.haystack.includes(w))) matches.add(id);
  return { matches, ancestors: ancestorsOf(index, matches) };
}

/**
 * The drawn rows: a depth-first walk that enters expanded nodes only, so collapsed subtrees cost
 * nothing (a 10,000-node tree draws its roots). While searching, only matches and their ancestors
 * are drawn; a matching node shows all its children when expanded.
 */
function visibleRows(nodes: TreeSelectNode[], index: Map<Id, Info>, expanded: Set<Id>, found: Search | null): Row[] {
  const rows: Row[] = [];
  const shown = (list: TreeSelectNode[], parent: TreeSelectNode | null): TreeSelectNode[] =>
    !found || (parent && found.matches.has(parent.id))
      ? list
      : list.filter((n) => found.matches.has(n.id) || found.ancestors.has(n.id));
  const walk = (list: TreeSelectNode[]): void => {
    list.forEach((node, i) => {
      const info = index.get(node.id);
      if (!info || info.node !== node) return;
      const children = shown(node.children ?? [], node);
      const open = children.length > 0 && expanded.has(node.id);
      rows.push({ info, children, expanded: open, posinset: i + 1, setsize: list.length });
      if (open) walk(children);
    });
  };
  walk(shown(nodes, null));
  return rows;
}

/**
 * A tree picker with text search: checkboxes (multiple) or radios (single) per node.
 *
 * - Search: case- and accent-insensitive over label and searchText, every word must match; the
 *   ancestors of the matches stay, expanded, and 'Sin resultados' says when nothing matches.
 * - Expansion: the ancestors of the selected nodes start expanded (and again when a search is
 *   cleared); collapsed children are not drawn at all, so a tree of thousands of nodes stays quick.
 * - Keyboard (WAI-ARIA tree): one tab stop; Up/Down move, Home/End jump, Right expands or enters,
 *   Left collapses or goes to the parent, Space or Enter selects; Down from the search box enters
 *   the tree.
 */
export function TreeSelect({
  nodes,
  value,
  onChange,
  multiple = false,
  label,
  hideLabel = false,
  placeholder,
  searchable = true,
}: TreeSelectProps): ReactElement {
  const { t } = useTranslation();
  const id = useId();
  const { byId: index, byUid } = useMemo(() => indexTree(nodes), [nodes]);
  const selected = useMemo(() => new Set(value), [value]);

  const [query, setQuery] = useState('');
  // Typing stays responsive on a large tree: the rows follow the query when React has time.
  const deferredQuery = useDeferredValue(query);
  const found = useMemo(() => search(index, deferredQuery), [index, deferredQuery]);

  // Expanded nodes without a search, and while searching (starting from the matches' ancestors).
  const [expanded, setExpanded] = useState<Set<Id>>(() => ancestorsOf(index, value));
  const [searchExpanded, setSearchExpanded] = useState<{ for: Search | null; ids: Set<Id> }>({
    for: null,
    ids: new Set(),
  });
  let openIds = expanded;
  if (found) {
    if (searchExpanded.for !== found) {
      // A new search: its expansion starts again from the ancestors of the matches (state derived
      // during render, React's documented alternative to an effect).
      setSearchExpanded({ for: found, ids: new Set(found.ancestors) });
    }
    openIds = searchExpanded.for === found ? searchExpanded.ids : found.ancestors;
  }

  const allRows = useMemo(() => visibleRows(nodes, index, openIds, found), [nodes, index, openIds, found]);
  // At most `limit` rows drawn (a broad search in a huge tree), more on demand; back to the first
  // page with each new search.
  const [page, setPage] = useState<{ for: Search | null; limit: number }>({ for: null, limit: ROW_PAGE });
  const limit = page.for === found ? page.limit : ROW_PAGE;
  const rows = useMemo(() => (allRows.length > limit ? allRows.slice(0, limit) : allRows), [allRows, limit]);

  // The row with the tab stop (roving tabindex); the first selected row, or the first row, until then.
  const [focusedId, setFocusedId] = useState<Id | null>(null);
  const rowPosition = useMemo(() => new Map(rows.map((row, i) => [row.info.node.id, i])), [rows]);
  const firstSelected = rows.find((row) => selected.has(row.info.node.id));
  const tabStop =
    focusedId !== null && rowPosition.has(focusedId) ? focusedId : (firstSelected ?? rows[0])?.info.node.id;

  const domId = (info: Info): string => `${id}-n${info.uid}`;

  const setOpen = (nodeId: Id, open: boolean): void => {
    const update = (ids: Set<Id>): Set<Id> => {
      const next = new Set(ids);
      if (open) next.add(nodeId);
      else next.delete(nodeId);
      return next;
    };
    if (found) setSearchExpanded((s) => ({ for: s.for, ids: update(s.for === found ? s.ids : found.ancestors) }));
    else setExpanded(update);
  };

  const changeQuery = (next: string): void => {
    // Back from a search: also show where the (maybe just picked) selected nodes are.
    if (!next.trim() && query.trim()) {
      setExpanded((ids) => new Set([...ids, ...ancestorsOf(index, value)]));
    }
    setQuery(next);
  };

  const select = (node: TreeSelectNode): void => {
    if (node.disabled) return;
    if (!multiple) {
      if (!(value.length === 1 && value[0] === node.id)) onChange([node.id]);
    } else if (selected.has(node.id)) onChange(value.filter((v) => v !== node.id));
    else onChange([...value, node.id]);
  };

  /** Focuses a drawn row (its onFocus moves the tab stop there). */
  const moveTo = (nodeId: Id | undefined): void => {
    const info = nodeId === undefined ? undefined : index.get(nodeId);
    if (info) document.getElementById(domId(info))?.focus();
  };

  /** The row of an event inside the tree. */
  const rowOf = (event: { target: EventTarget }): { row: Row; position: number; element: HTMLElement } | undefined => {
    const element = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="treeitem"]') : null;
    const info = byUid[Number(element?.dataset.uid)];
    const position = info ? rowPosition.get(info.node.id) : undefined;
    const row = position === undefined ? undefined : rows[position];
    return row && element ? { row, position: position!, element } : undefined;
  };

  // Events are delegated to the tree: the rows are memoized and take no callbacks, so typing in the
  // search box does not redraw a thousand of them.
  const onTreeClick = (event: MouseEvent<HTMLUListElement>): void => {
    const hit = rowOf(event);
    if (!hit) return;
    const { row } = hit;
    setFocusedId(row.info.node.id);
    const toggle = event.target instanceof Element && event.target.closest('[data-toggle]');
    if (toggle && row.children.length > 0) setOpen(row.info.node.id, !row.expanded);
    else if (!toggle) select(row.info.node);
  };

  const onTreeFocus = (event: FocusEvent<HTMLUListElement>): void => {
    const hit = rowOf(event);
    if (hit && hit.element === event.target) setFocusedId(hit.row.info.node.id);
  };

  const onTreeKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    const hit = rowOf(event);
    if (!hit) return;
    const { row, position } = hit;
    const nodeId = row.info.node.id;
    const hasChildren = row.children.length > 0;
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        moveTo(rows[position + 1]?.info.node.id);
        break;
      case 'ArrowUp':
        moveTo(rows[position - 1]?.info.node.id);
        break;
      case 'Home':
        moveTo(rows[0]?.info.node.id);
        break;
      case 'End':
        moveTo(rows[rows.length - 1]?.info.node.id);
        break;
      case 'ArrowRight':
        if (hasChildren && !row.expanded) setOpen(nodeId, true);
        else if (row.expanded) moveTo(rows[position + 1]?.info.node.id);
        break;
      case 'ArrowLeft':
        if (row.expanded) setOpen(nodeId, false);
        else moveTo(row.info.parent?.node.id);
        break;
      case ' ':
      case 'Enter':
        select(row.info.node);
        break;
      default:
        handled = false;
    }
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' && rows.length > 0) {
      event.preventDefault();
      moveTo(tabStop);
    } else if (event.key === 'Escape' && query) {
      // Clears the search without closing a surrounding drawer or popover.
      event.preventDefault();
      event.stopPropagation();
      changeQuery('');
    }
  };

  const searching = deferredQuery !== query;
  const hasQuery = found !== null;
  const labelId = `${id}-label`;

  return (
    <div data-tree-select="" role="group" aria-labelledby={labelId} className="flex min-h-0 flex-col gap-2 text-sm">
      <div className={hideLabel ? 'sr-only' : 'flex items-baseline justify-between gap-2'}>
        <span id={labelId} className="font-medium text-slate-700">
          {label}
        </span>
        {multiple && value.length > 0 && (
          <span className="text-xs text-slate-500">{t('ui.selectedCount', { count: value.length })}</span>
        )}
      </div>
      {searchable && (
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-2 h-4 w-4 -translate-y-1/2 text-slate-400" />
          <input
            type="search"
            value={query}
            onChange={(event) => changeQuery(event.target.value)}
            onKeyDown={onSearchKeyDown}
            aria-label={t('ui.search')}
            aria-controls={rows.length > 0 ? `${id}-tree` : undefined}
            placeholder={placeholder ?? t('ui.searchPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            className="w-full rounded-md border border-slate-300 bg-white py-1.5 pr-2 pl-8 text-sm text-slate-800 placeholder:text-slate-500 focus:border-sky-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500/40"
          />
        </div>
      )}
      {rows.length === 0 ? (
        <p role="status" className="px-1 py-2 text-slate-500">
          {hasQuery ? t('ui.noResults') : t('ui.noOptions')}
        </p>
      ) : (
        <>
          <ul
            id={`${id}-tree`}
            role="tree"
            aria-labelledby={labelId}
            aria-multiselectable={multiple || undefined}
            aria-busy={searching || undefined}
            onClick={onTreeClick}
            onFocus={onTreeFocus}
            onKeyDown={onTreeKeyDown}
            className="min-h-0 flex-1 overflow-y-auto rounded-md"
          >
            {rows.map((row) => (
              <TreeRow
                key={row.info.uid}
                domId={domId(row.info)}
                uid={row.info.uid}
                node={row.info.node}
                depth={row.info.depth}
                posinset={row.posinset}
                setsize={row.setsize}
                hasChildren={row.children.length > 0}
                expanded={row.expanded}
                selected={selected.has(row.info.node.id)}
                match={found?.matches.has(row.info.node.id) ?? false}
                tabStop={row.info.node.id === tabStop}
                multiple={multiple}
              />
            ))}
          </ul>
          {allRows.length > rows.length && (
            <button
              type="button"
              onClick={() => setPage({ for: found, limit: limit + ROW_PAGE })}
              className="self-start rounded px-1 text-xs text-sky-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
            >
              {t('ui.showMore', { shown: rows.length, total: allRows.length })}
            </button>
          )}
        </>
      )}
    </div>
  );
}

/** Rows drawn at first, and added by each 'show more'. */
const ROW_PAGE = 300;

interface TreeRowProps {
  domId: string;
  uid: number;
  node: TreeSelectNode;
  depth: number;
  posinset: number;
  setsize: number;
  hasChildren: boolean;
  expanded: boolean;
  selected: boolean;
  /** Matches the search (drawn bold). */
  match: boolean;
  /** Has the tree's tab stop. */
  tabStop: boolean;
  multiple: boolean;
}

/** One line of the tree; its events are handled by the tree (delegation). */
const TreeRow = memo(function TreeRow({
  domId,
  uid,
  node,
  depth,
  posinset,
  setsize,
  hasChildren,
  expanded,
  selected,
  match,
  tabStop,
  multiple,
}: TreeRowProps): ReactElement {
  return (
    <li
      id={domId}
      role="treeitem"
      data-uid={uid}
      data-node-id={String(node.id)}
      aria-level={depth}
      aria-posinset={posinset}
      aria-setsize={setsize}
      aria-expanded={hasChildren ? expanded : undefined}
      aria-selected={selected}
      aria-disabled={node.disabled || undefined}
      tabIndex={tabStop ? 0 : -1}
      style={{ paddingLeft: `${(depth - 1) * 1.25 + 0.25}rem` }}
      className={`flex h-7 cursor-pointer items-center gap-1.5 rounded pr-2 select-none hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 focus-visible:ring-inset ${
        node.disabled ? 'cursor-default text-slate-400' : 'text-slate-800'
      } ${selected ? 'bg-sky-50' : ''}`}
    >
      <span
        aria-hidden="true"
        data-toggle=""
        className={`inline-flex h-5 w-5 shrink-0 items-center justify-center rounded text-slate-500 ${
          hasChildren ? 'hover:bg-slate-200' : 'invisible'
        }`}
      >
        <ChevronIcon className={`h-3 w-3 transition-transform ${expanded ? 'rotate-90' : ''}`} />
      </span>
      <span
        aria-hidden="true"
        className={`inline-flex h-4 w-4 shrink-0 items-center justify-center border ${multiple ? 'rounded' : 'rounded-full'} ${
          selected
            ? 'border-sky-700 bg-sky-700 text-white'
            : node.disabled
              ? 'border-slate-200 bg-slate-50'
              : 'border-slate-400 bg-white'
        }`}
      >
        {selected &&
          (multiple ? <CheckIcon className="h-3 w-3" /> : <span className="h-1.5 w-1.5 rounded-full bg-white" />)}
      </span>
      <span className={`truncate ${match ? 'font-semibold' : ''}`}>{node.label}</span>
    </li>
  );
});
