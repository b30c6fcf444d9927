import { describe, expect, it } from 'vitest';
import type { TagRow } from './tags.js';
import { tagRanking, topTags, wordCloudTags } from './tags.js';

const tag = (group: string, count: number): TagRow => ({ group, count });
const names = (rows: readonly TagRow[]): string[] => rows.map((r) => r.group);
/** n distinct tags t00, t01, … with counts n, n−1, … */
const many = (n: number): TagRow[] => Array.from({ length: n }, (_, i) => tag(`t${String(i).padStart(2, '0')}`, n - i));

describe('wordCloudTags', () => {
  it('drops DEFAULT and sorts by count descending, ties by name', () => {
    const rows = [tag('Precio', 4), tag('DEFAULT', 99), tag('Atención', 7), tag('Otros', 4), tag('Limpieza', 7)];
    expect(names(wordCloudTags(rows))).toEqual(['Atención', 'Limpieza', 'Otros', 'Precio']);
  });

  it('limits to 50 and leaves the input alone', () => {
    const rows = many(60).reverse();
    const cloud = wordCloudTags(rows);
    expect(cloud).toHaveLength(50);
    expect(cloud[0]).toEqual(tag('t00', 60));
    expect(rows[0]).toEqual(tag('t59', 1));
    expect(wordCloudTags([])).toEqual([]);
  });
});

describe('topTags', () => {
  it('keeps the top 10 excluding DEFAULT and Otros', () => {
    const rows = [tag('Otros', 100), tag('DEFAULT', 100), ...many(12)];
    expect(names(topTags(rows))).toEqual(names(many(10)));
    expect(topTags([tag('Otros', 1), tag('DEFAULT', 1)])).toEqual([]);
  });
});

describe('tagRanking', () => {
  it('takes the best and worst 3, worst first in the worst list', () => {
    const { best, worst } = tagRanking(many(10));
    expect(names(best)).toEqual(['t00', 't01', 't02']);
    expect(names(worst)).toEqual(['t09', 't08', 't07']);
  });

  it('splits short lists half down for best and half up for worst', () => {
    const sizes = (n: number): [number, number] => {
      const r = tagRanking(many(n));
      return [r.best.length, r.worst.length];
    };
    expect([0, 1, 2, 3, 5, 6, 7].map(sizes)).toEqual([
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 2],
      [2, 3],
      [3, 3],
      [3, 3],
    ]);
  });

  it('excludes DEFAULT and Otros and honours a custom size', () => {
    const rows = [tag('DEFAULT', 50), tag('Otros', 0), ...many(12)];
    const { best, worst } = tagRanking(rows, 5);
    expect(names(best)).toEqual(['t00', 't01', 't02', 't03', 't04']);
    expect(names(worst)).toEqual(['t11', 't10', 't09', 't08', 't07']);
  });
});
