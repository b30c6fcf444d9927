import type { TenantMetadata } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { metadata } from './__fixtures__/auto-b.js';
import { responseValueFilters, responseValueQuestions } from './response-values.js';

const questions = (moments: number[], meta: TenantMetadata = metadata): number[] =>
  responseValueFilters(meta, moments).map((filter) => filter.questionId);

describe('responseValueFilters', () => {
  it("offers the selected moments' filters, in selection order", () => {
    expect(questions([1])).toEqual([122, 123]);
    expect(questions([2, 1])).toEqual([220, 221, 122, 123]);
    expect(responseValueFilters(metadata, [1])[0]?.label).toEqual({ es: 'Modelo', en: 'Model' });
  });

  it('moments without filters, the root (empty selection) and unknown ids offer none', () => {
    expect(questions([3, 11251])).toEqual([]);
    expect(questions([])).toEqual([]);
    expect(questions([0])).toEqual([]);
    expect(questions([999])).toEqual([]);
  });

  it('deduplicates by questionId, the first wins', () => {
    const shared = {
      questionId: 900,
      label: { es: 'Sucursal' },
      options: [{ value: 'A', label: { es: 'A' } }],
    };
    const meta: TenantMetadata = {
      ...metadata,
      criticalMoments: {
        id: 0,
        name: 'Todos',
        configurationUi: { metadataFilters: [{ ...shared, label: { es: 'Raíz' } }] },
        children: [
          { id: 1, name: 'Uno', configurationUi: { metadataFilters: [shared] } },
          { id: 2, name: 'Dos', configurationUi: { metadataFilters: [{ ...shared, label: { es: 'Otra' } }] } },
        ],
      },
    };
    expect(responseValueFilters(meta, [1, 2])).toEqual([shared]);
    expect(questions([], meta)).toEqual([900]);
    expect(responseValueFilters(meta, [2, 1])[0]?.label).toEqual({ es: 'Otra' });
  });
});

describe('responseValueQuestions', () => {
  it('gives the question ids as response-value keys', () => {
    expect(responseValueQuestions(metadata, [1, 2])).toEqual(new Set(['122', '123', '220', '221']));
  });
});
