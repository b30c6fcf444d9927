import { afterEach, describe, expect, it, vi } from 'vitest';
import { COALESCE_MS, paneHasSyntaxError, paneTextOf, redo, undo, useDoc } from './store.js';

const file = { tenant: 't', path: 'd.json', kind: 'dashboard' as const, baseVersion: 'v1', savedText: '' };
const v = (n: number) => ({ schemaVersion: 2, key: 'd', title: { es: `T${n}` }, widgets: [] });

afterEach(() => {
  vi.useRealTimers();
});

describe('undo and redo of the document', () => {
  it('undoes and redoes every edit, and opening a file starts a new history', () => {
    useDoc.getState().open(file, v(0));
    useDoc.getState().edit(v(1));
    useDoc.getState().edit(v(2));
    undo();
    expect(useDoc.getState().doc).toEqual(v(1));
    undo();
    expect(useDoc.getState().doc).toEqual(v(0));
    undo();
    expect(useDoc.getState().doc).toEqual(v(0));
    redo();
    redo();
    expect(useDoc.getState().doc).toEqual(v(2));
    useDoc.getState().open(file, v(9));
    undo();
    expect(useDoc.getState().doc).toEqual(v(9));
  });

  it('makes typing in one field one step, and a pause or another field a new one', () => {
    vi.useFakeTimers();
    useDoc.getState().open(file, v(0));
    useDoc.getState().edit(v(1), 'title');
    vi.advanceTimersByTime(100);
    useDoc.getState().edit(v(2), 'title');
    vi.advanceTimersByTime(100);
    useDoc.getState().edit(v(3), 'title');
    vi.advanceTimersByTime(COALESCE_MS + 1);
    useDoc.getState().edit(v(4), 'title');
    useDoc.getState().edit(v(5), 'subtitle');
    undo();
    expect(useDoc.getState().doc).toEqual(v(4));
    undo();
    expect(useDoc.getState().doc).toEqual(v(3));
    undo();
    expect(useDoc.getState().doc).toEqual(v(0));
  });

  it('leaves the selection out of the history', () => {
    useDoc.getState().open(file, v(0));
    useDoc.getState().edit(v(1));
    useDoc.getState().select(['a']);
    undo();
    expect(useDoc.getState().doc).toEqual(v(0));
    expect(useDoc.getState().selection).toEqual(['a']);
  });

  it('follows the JSON pane: valid text edits the document, invalid text is kept and blocks saving', () => {
    useDoc.getState().open(file, v(0));
    useDoc.getState().typeText('{"schemaVersion":2,"key":"d","title":{"es":"X"},"widgets":[]}');
    expect(useDoc.getState().doc).toEqual({ schemaVersion: 2, key: 'd', title: { es: 'X' }, widgets: [] });
    expect(paneTextOf(useDoc.getState())).toBe('{"schemaVersion":2,"key":"d","title":{"es":"X"},"widgets":[]}');
    expect(paneHasSyntaxError(useDoc.getState())).toBe(false);
    useDoc.getState().typeText('{"schemaVersion":2,');
    expect(paneHasSyntaxError(useDoc.getState())).toBe(true);
    expect(useDoc.getState().doc).toEqual({ schemaVersion: 2, key: 'd', title: { es: 'X' }, widgets: [] });
    // An undo from outside the pane shows the document's canonical text again.
    undo();
    expect(paneHasSyntaxError(useDoc.getState())).toBe(false);
    expect(paneTextOf(useDoc.getState())).toContain('"es": "T0"');
  });
});
