// The filter selection lives in the URL (issue: a link reproduces the view). Decoding drops what
// the user's scope does not hold; the server still enforces the scope on every call.
import {
  decodeSelection,
  encodeSelection,
  responseValueQuestions,
  toFilterState,
  type FilterSelection,
  type FilterState,
} from '@voz/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePortal } from '../portalContext.js';

/** Query keys the selection writes; other keys (the dashboard switch) are kept as they are. */
export const FILTER_KEYS: readonly string[] = ['from', 'to', 'cm', 'geo', 'log', 'ch', 'cl', 'rv'];

/** The selection of the address, and a setter that writes a new one to it (a new history entry). */
export function useSelection(): {
  selection: FilterSelection;
  setSelection: (next: FilterSelection) => void;
  /** The filter part of the query string ('' for the defaults), for links that keep the filters. */
  filterQuery: string;
  /** The selection as the routing's calls take it (core toFilterState). */
  filters: FilterState;
} {
  const { defaults, scope, data } = usePortal();
  const [params, setParams] = useSearchParams();
  const raw = params.toString();
  const selection = useMemo(
    () =>
      decodeSelection(new URLSearchParams(raw), defaults, {
        ...scope.allowed,
        roots: data.tenant.rootIds,
        responseValueQuestions: (moments) => responseValueQuestions(data.metadata, moments),
      }),
    [raw, defaults, scope, data.metadata, data.tenant.rootIds],
  );
  const filterQuery = useMemo(() => encodeSelection(selection, defaults).toString(), [selection, defaults]);
  const filters = useMemo(() => toFilterState(selection), [selection]);
  const setSelection = useCallback(
    (next: FilterSelection) => {
      setParams((previous) => {
        const out = encodeSelection(next, defaults);
        for (const [key, value] of previous) if (!FILTER_KEYS.includes(key)) out.append(key, value);
        return out;
      });
    },
    [setParams, defaults],
  );
  return { selection, setSelection, filterQuery, filters };
}

/** The global filters of a query string ('?from=…&geo=…', '' when none), for links that keep them. */
export function filterSearch(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [key, value] of params) if (FILTER_KEYS.includes(key)) kept.append(key, value);
  const text = kept.toString();
  return text === '' ? '' : `?${text}`;
}
