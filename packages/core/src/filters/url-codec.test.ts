import { describe, expect, it } from 'vitest';
import { metadata, tenant } from './__fixtures__/auto-b.js';
import { responseValueQuestions } from './response-values.js';
import { forestIds, scopeForest } from './scope-forest.js';
import type { FilterSelection } from './selection.js';
import type { SelectionAllowed } from './url-codec.js';
import { decodeSelection, encodeSelection } from './url-codec.js';

/** A zonal user of auto-b: zone Norte, every logical and moment, sales moment by default. */
const defaults: FilterSelection = {
  dateFrom: '2026-02-01',
  dateTo: '2026-03-15',
  criticalMoments: [1],
  geographies: [10010],
  logicals: [],
  channels: [],
  clusters: [2],
  responseValues: {},
};

const allowed: SelectionAllowed = {
  geographies: forestIds(scopeForest(metadata.geographies.root, [10010])),
  logicals: forestIds(scopeForest(metadata.logicals, [])),
  criticalMoments: forestIds(scopeForest(metadata.criticalMoments, [])),
  channels: new Set(metadata.channels.map((c) => c.id)),
  clusters: new Set((metadata.clusters ?? []).map((c) => c.id)),
  responseValueQuestions: (moments) => responseValueQuestions(metadata, moments),
  roots: tenant.rootIds,
};

const decode = (query: string, given: SelectionAllowed = allowed): FilterSelection =>
  decodeSelection(new URLSearchParams(query), defaults, given);

const changed: FilterSelection = {
  dateFrom: '2025-12-01',
  dateTo: '2026-01-31',
  criticalMoments: [1, 2],
  geographies: [10101, 10203],
  logicals: [3],
  channels: [4, 1],
  clusters: [],
  responseValues: { '122': ['Seal', 'Atto 3'], '221': ['Han'] },
};

describe('encodeSelection', () => {
  it('the defaults give an empty query', () => {
    expect(encodeSelection(defaults, defaults).toString()).toBe('');
    expect(encodeSelection({ ...defaults, responseValues: { '122': [] } }, defaults).toString()).toBe('');
  });

  it('writes only what differs, in a stable key order', () => {
    const params = encodeSelection(changed, defaults);
    expect([...params.keys()]).toEqual(['from', 'to', 'cm', 'geo', 'log', 'ch', 'cl', 'rv']);
    expect(Object.fromEntries(params)).toEqual({
      from: '2025-12-01',
      to: '2026-01-31',
      cm: '1,2',
      geo: '10101,10203',
      log: '3',
      ch: '4,1',
      cl: '',
      rv: '122:Seal|Atto 3;221:Han',
    });
    expect(encodeSelection({ ...defaults, channels: [3] }, defaults).toString()).toBe('ch=3');
  });

  it('writes both ends when only one end of the range differs', () => {
    expect(Object.fromEntries(encodeSelection({ ...defaults, dateTo: '2026-03-01' }, defaults))).toEqual({
      from: '2026-02-01',
      to: '2026-03-01',
    });
  });

  it('writes response values with questions in numeric order', () => {
    const params = encodeSelection(
      { ...defaults, responseValues: { '123': ['Contado'], '106': ['4', '5'], '107': ['Si'] } },
      defaults,
    );
    expect(params.get('rv')).toBe('106:4|5;107:Si;123:Contado');
  });
});

describe('decodeSelection', () => {
  it('an empty query is the defaults', () => {
    expect(decode('')).toEqual(defaults);
  });

  it('round-trips a selection', () => {
    const query = encodeSelection(changed, defaults).toString();
    expect(decode(query)).toEqual(changed);
    expect(decode(encodeSelection(defaults, defaults).toString())).toEqual(defaults);
  });

  it('round-trips options holding the separators', () => {
    const odd: FilterSelection = { ...defaults, responseValues: { '123': ['a;b|c:d%e, f', '100%', '%7C'] } };
    const loose = { ...allowed, responseValueQuestions: undefined };
    expect(decode(encodeSelection(odd, defaults).toString(), loose)).toEqual(odd);
  });

  it('round-trips a root selected explicitly or as an empty list', () => {
    const admin = { ...allowed, geographies: forestIds([metadata.geographies.root]) };
    for (const geographies of [[10001], []]) {
      const selection = { ...defaults, geographies };
      expect(decode(encodeSelection(selection, defaults).toString(), admin)).toEqual(selection);
    }
  });

  it('drops malformed ids: the dimension keeps its default', () => {
    expect(decode('geo=abc').geographies).toEqual([10010]);
    expect(decode('geo=10101,abc').geographies).toEqual([10010]);
    expect(decode('geo=1e4').geographies).toEqual([10010]);
    expect(decode('geo=-10101').geographies).toEqual([10010]);
    expect(decode('geo=10101,').geographies).toEqual([10010]);
    expect(decode('geo=%2010101').geographies).toEqual([10010]);
    expect(decode('ch=99999999999999999999').channels).toEqual([]);
  });

  it("drops ids outside the user's scope or the tenant's lists", () => {
    expect(decode('geo=999999').geographies).toEqual([10010]);
    // Centro is another zone than the user's Norte.
    expect(decode('geo=10011').geographies).toEqual([10010]);
    expect(decode('geo=10001').geographies).toEqual([10010]);
    expect(decode('ch=7').channels).toEqual([]);
    expect(decode('cl=9').clusters).toEqual([2]);
    expect(decode('cm=4242').criticalMoments).toEqual([1]);
    // The other dimensions are still read.
    expect(decode('geo=10011&log=2')).toEqual({ ...defaults, logicals: [2] });
  });

  it('an empty tree list (the root) needs the root in scope and the roots given', () => {
    expect(decode('geo=').geographies).toEqual([10010]);
    expect(decode('log=').logicals).toEqual([]);
    expect(decode('cm=').criticalMoments).toEqual([]);
    expect(decode('cm=', { ...allowed, roots: undefined }).criticalMoments).toEqual([1]);
  });

  it('an empty channel or cluster list clears it', () => {
    expect(decode('cl=').clusters).toEqual([]);
    expect(decode('ch=').channels).toEqual([]);
  });

  it('drops repeated ids', () => {
    expect(decode('geo=10101,10101,10102').geographies).toEqual([10101, 10102]);
  });

  it('drops an invalid, incomplete or inverted date range', () => {
    const dates = (query: string): string[] => {
      const s = decode(query);
      return [s.dateFrom, s.dateTo];
    };
    const kept = [defaults.dateFrom, defaults.dateTo];
    expect(dates('from=2026-13-40&to=2026-03-01')).toEqual(kept);
    expect(dates('from=2026-02-30&to=2026-03-01')).toEqual(kept);
    expect(dates('from=2026-01-01')).toEqual(kept);
    expect(dates('to=2026-01-01')).toEqual(kept);
    expect(dates('from=2026-03-01&to=2026-01-01')).toEqual(kept);
    expect(dates('from=20260101&to=2026-02-01')).toEqual(kept);
    expect(dates('from=2026-01-01&to=2026-01-01')).toEqual(['2026-01-01', '2026-01-01']);
  });

  it("keeps response values only for questions of the selected moments' filters", () => {
    expect(decode('rv=122:Seal;220:Garantía').responseValues).toEqual({ '122': ['Seal'] });
    expect(decode('cm=2&rv=122:Seal;220:Garantía').responseValues).toEqual({ '220': ['Garantía'] });
    expect(decode('cm=3&rv=122:Seal').responseValues).toEqual({});
    expect(decode('rv=122:Seal', { ...allowed, responseValueQuestions: undefined }).responseValues).toEqual({
      '122': ['Seal'],
    });
  });

  it('a malformed rv keeps the default response values', () => {
    const withValues = { ...defaults, responseValues: { '123': ['Contado'] } };
    const read = (query: string): Record<string, string[]> =>
      decodeSelection(new URLSearchParams(query), withValues, allowed).responseValues;
    expect(read('rv=abc')).toEqual({ '123': ['Contado'] });
    expect(read('rv=x1:Seal')).toEqual({ '123': ['Contado'] });
    expect(read('rv=122:')).toEqual({ '123': ['Contado'] });
    expect(read('rv=122:%E0%A4%A')).toEqual({ '123': ['Contado'] });
    expect(read('rv=__proto__:x')).toEqual({ '123': ['Contado'] });
    expect(read('rv=')).toEqual({});
    expect(read('rv=122:Seal|Seal|Han')).toEqual({ '122': ['Seal', 'Han'] });
  });

  it('does not share arrays with the defaults', () => {
    const result = decode('');
    result.geographies.push(10101);
    expect(defaults.geographies).toEqual([10010]);
  });
});
