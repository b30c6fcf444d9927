import { describe, expect, it } from 'vitest';
import { metadata } from './__fixtures__/auto-b.js';
import type { FilterChip } from './chips.js';
import { filterChips, removeChip } from './chips.js';
import { rootSelection, type FilterSelection } from './selection.js';

const base: FilterSelection = rootSelection('2026-02-01', '2026-03-15');

/** A zonal user's defaults: their zone, the sales moment, their first cluster. */
const zonalDefaults: FilterSelection = { ...base, criticalMoments: [1], geographies: [10010], clusters: [2] };
/** An admin's defaults: the roots. */
const rootDefaults = base;

const selected: FilterSelection = {
  ...base,
  criticalMoments: [1],
  geographies: [10010, 10101],
  logicals: [2],
  channels: [1, 3],
  clusters: [2],
  responseValues: { '122': ['Seal', 'Han'], '123': ['Contado'] },
};

const chipOf = (selection: FilterSelection, key: string): FilterChip => {
  const chip = filterChips(selection, metadata).find((c) => c.key === key);
  if (chip === undefined) throw new Error(`no chip ${key}`);
  return chip;
};

describe('filterChips', () => {
  it('one chip per selected value, named from metadata, dimension by dimension', () => {
    expect(filterChips(selected, metadata)).toEqual([
      { key: 'criticalMoments:1', dimension: 'criticalMoments', id: 1, label: 'Venta' },
      { key: 'geographies:10010', dimension: 'geographies', id: 10010, label: 'Norte' },
      { key: 'geographies:10101', dimension: 'geographies', id: 10101, label: 'Automotora Pampa Norte' },
      { key: 'logicals:2', dimension: 'logicals', id: 2, label: 'Autos' },
      { key: 'channels:1', dimension: 'channels', id: 1, label: 'Email' },
      { key: 'channels:3', dimension: 'channels', id: 3, label: 'WhatsApp' },
      { key: 'clusters:2', dimension: 'clusters', id: 2, label: 'Cliente recurrente' },
      {
        key: 'responseValues:122:Seal',
        dimension: 'responseValues',
        id: 'Seal',
        questionId: '122',
        label: 'Modelo: Seal',
      },
      {
        key: 'responseValues:122:Han',
        dimension: 'responseValues',
        id: 'Han',
        questionId: '122',
        label: 'Modelo: Han',
      },
      {
        key: 'responseValues:123:Contado',
        dimension: 'responseValues',
        id: 'Contado',
        questionId: '123',
        label: 'Forma de pago: Contado',
      },
    ]);
  });

  it('roots are not chips', () => {
    expect(filterChips({ ...base, criticalMoments: [0], geographies: [10001], logicals: [1] }, metadata)).toEqual([]);
    expect(filterChips(base, metadata)).toEqual([]);
  });

  it('labels response values in the language asked, and unknown ids by number', () => {
    const labels = filterChips(
      { ...base, geographies: [424242], responseValues: { '123': ['Contado', 'Trueque'], '999': ['x'] } },
      metadata,
      'en',
    ).map((chip) => chip.label);
    expect(labels).toEqual(['#424242', 'Payment method: Cash', 'Payment method: Trueque', '#999: x']);
  });
});

describe('removeChip (§5 fallbacks)', () => {
  it('removing one of several geographies keeps the others', () => {
    expect(removeChip(selected, chipOf(selected, 'geographies:10101'), zonalDefaults).geographies).toEqual([10010]);
  });

  it("the last geography falls back to the user's default, the root for an admin", () => {
    const one = { ...selected, geographies: [10101] };
    expect(removeChip(one, chipOf(one, 'geographies:10101'), zonalDefaults).geographies).toEqual([10010]);
    expect(removeChip(one, chipOf(one, 'geographies:10101'), rootDefaults).geographies).toEqual([]);
  });

  it('the last logical falls back to the default', () => {
    const result = removeChip(selected, chipOf(selected, 'logicals:2'), { ...zonalDefaults, logicals: [3] });
    expect(result.logicals).toEqual([3]);
    expect(removeChip(selected, chipOf(selected, 'logicals:2'), rootDefaults).logicals).toEqual([]);
  });

  it('the last critical moment falls back to the default and resets the response values', () => {
    const other = { ...selected, criticalMoments: [2], responseValues: { '220': ['Garantía'] } };
    const result = removeChip(other, chipOf(other, 'criticalMoments:2'), zonalDefaults);
    expect(result.criticalMoments).toEqual([1]);
    expect(result.responseValues).toEqual({});
    expect(removeChip(other, chipOf(other, 'criticalMoments:2'), rootDefaults).criticalMoments).toEqual([]);
  });

  it('removing one of several moments changes the set, so response values reset', () => {
    const two = { ...selected, criticalMoments: [1, 2] };
    const result = removeChip(two, chipOf(two, 'criticalMoments:2'), zonalDefaults);
    expect(result.criticalMoments).toEqual([1]);
    expect(result.responseValues).toEqual({});
  });

  it('the last channel, or cluster, clears the dimension', () => {
    const oneChannel = { ...selected, channels: [3] };
    expect(
      removeChip(oneChannel, chipOf(oneChannel, 'channels:3'), { ...zonalDefaults, channels: [1] }).channels,
    ).toEqual([]);
    expect(removeChip(selected, chipOf(selected, 'channels:1'), zonalDefaults).channels).toEqual([3]);
    expect(removeChip(selected, chipOf(selected, 'clusters:2'), zonalDefaults).clusters).toEqual([]);
  });

  it('removing a response value keeps the rest of its question, the last drops the question', () => {
    const first = removeChip(selected, chipOf(selected, 'responseValues:122:Seal'), zonalDefaults);
    expect(first.responseValues).toEqual({ '122': ['Han'], '123': ['Contado'] });
    expect(first.criticalMoments).toEqual([1]);
    const second = removeChip(first, chipOf(first, 'responseValues:123:Contado'), zonalDefaults);
    expect(second.responseValues).toEqual({ '122': ['Han'] });
  });

  it('a chip of a value not selected changes nothing; the selection given is not changed', () => {
    const stale: FilterChip = { key: 'geographies:10013', dimension: 'geographies', id: 10013, label: 'Sur' };
    expect(removeChip(selected, stale, zonalDefaults)).toBe(selected);
    const staleValue: FilterChip = {
      key: 'responseValues:221:Seal',
      dimension: 'responseValues',
      id: 'Seal',
      questionId: '221',
      label: 'Modelo: Seal',
    };
    expect(removeChip(selected, staleValue, zonalDefaults)).toBe(selected);
    expect(removeChip(selected, { ...staleValue, questionId: '122', id: 'Tang' }, zonalDefaults)).toBe(selected);
    expect(selected.geographies).toEqual([10010, 10101]);
    expect(selected.responseValues['122']).toEqual(['Seal', 'Han']);
  });
});
