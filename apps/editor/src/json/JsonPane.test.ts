// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Diagnostic } from '@voz/validation';
import { createElement, StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JsonPane } from './JsonPane.js';
import { EditorView } from '@codemirror/view';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom lacks layout: CodeMirror measures ranges.
Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] });
Range.prototype.getBoundingClientRect = () => new DOMRect();

const flush = () =>
  act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
afterEach(cleanup);

function diag(line: number, column: number, message: string, extra: Partial<Diagnostic> = {}): Diagnostic {
  return {
    ruleId: 'schema',
    severity: 'error',
    file: 'x.json',
    line,
    column,
    pointer: '',
    widgetId: null,
    message,
    hint: 'pista',
    ...extra,
  };
}
function viewOf(container: HTMLElement): EditorView {
  const v = EditorView.findFromDOM(container.querySelector('.cm-editor') as HTMLElement);
  if (!v) throw new Error('no view');
  return v;
}
const items = () =>
  within(screen.getByRole('list', { name: 'Problemas del JSON' }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

describe('JsonPane', () => {
  it('renders, labels, lists diagnostics, syncs both ways', async () => {
    const onChange = vi.fn();
    const text = '{\n  "a": 1,\n  "b": "x"\n}';
    const d = [diag(3, 3, 'Mal b')];
    const { container, rerender } = render(
      createElement(StrictMode, null, createElement(JsonPane, { text, diagnostics: d, onChange })),
    );
    await flush();
    expect(container.querySelector('[data-json-pane]')).not.toBeNull();
    expect(container.querySelectorAll('.cm-editor').length).toBe(1);
    const content = container.querySelector('.cm-content')!;
    expect(content.getAttribute('aria-label')).toBe('JSON del documento');
    expect(items()).toEqual(['Error3:3Mal bpista']);
    expect(container.querySelector('.cm-lintRange-error')?.textContent).toBe('"b"');

    // user edit: insert a line at the top -> onChange, mark moves with text (same diagnostics)
    const view = viewOf(container);
    act(() => view.dispatch({ changes: { from: 1, insert: '\n  "z": 0,' }, userEvent: 'input.type' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    const t2 = onChange.mock.calls[0]![0] as string;
    await flush();
    expect(items()).toEqual(['Error4:3Mal bpista']);
    // parent echoes
    rerender(createElement(StrictMode, null, createElement(JsonPane, { text: t2, diagnostics: d, onChange })));
    await flush();
    expect(view.state.doc.toString()).toBe(t2);
    expect(onChange).toHaveBeenCalledTimes(1);

    // external change: not echoed, selection kept valid
    act(() => view.dispatch({ selection: { anchor: view.state.doc.length } }));
    const t3 = '{ "c": 2 }';
    rerender(
      createElement(
        StrictMode,
        null,
        createElement(JsonPane, { text: t3, diagnostics: [], onChange, label: 'Tablero' }),
      ),
    );
    await flush();
    expect(view.state.doc.toString()).toBe(t3);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(view.state.selection.main.head).toBeLessThanOrEqual(t3.length);
    expect(content.getAttribute('aria-label')).toBe('Tablero');
    expect(items()).toEqual([]);

    // syntax error typed: shown at once
    act(() => view.dispatch({ changes: { from: 8, insert: ',' }, userEvent: 'input.type' }));
    await flush();
    expect(items()).toEqual([expect.stringMatching(/^Error1:11JSON no válido en la línea 1, columna 11/)]);
    // stale echo of an older text is ignored
    const t4 = onChange.mock.calls[1]![0] as string;
    act(() => view.dispatch({ changes: { from: 0, insert: ' ' }, userEvent: 'input.type' }));
    const t5 = onChange.mock.calls[2]![0] as string;
    rerender(createElement(StrictMode, null, createElement(JsonPane, { text: t4, diagnostics: [], onChange })));
    await flush();
    expect(view.state.doc.toString()).toBe(t5);
    rerender(
      createElement(
        StrictMode,
        null,
        createElement(JsonPane, {
          text: t5,
          diagnostics: [diag(1, 1, 'Stale syntax', { ruleId: 'json-syntax' }), diag(1, 2, 'Raíz')],
          onChange,
        }),
      ),
    );
    await flush();
    expect(items().length).toBe(2);
    expect(items()[1]).toMatch(/JSON no válido/);

    // click moves cursor and focuses
    fireEvent.click(within(screen.getByRole('list')).getAllByRole('button')[1]!);
    expect(view.state.selection.main.head).toBe(11);
    expect(view.hasFocus).toBe(true);

    // undo keys do not bubble out
    const outer = vi.fn();
    document.addEventListener('keydown', outer);
    fireEvent.keyDown(content, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(content, { key: 'Z', ctrlKey: true, shiftKey: true });
    fireEvent.keyDown(content, { key: 'y', metaKey: true });
    expect(outer).not.toHaveBeenCalled();
    fireEvent.keyDown(content, { key: 's', ctrlKey: true });
    expect(outer).toHaveBeenCalledTimes(1);
    document.removeEventListener('keydown', outer);
  });

  it('read-only and unmount', async () => {
    const { container, unmount, rerender } = render(
      createElement(JsonPane, { text: '{}', diagnostics: [], onChange: () => {}, readOnly: true }),
    );
    await flush();
    const view = viewOf(container);
    expect(view.state.readOnly).toBe(true);
    expect(container.querySelector('.cm-content')!.getAttribute('aria-readonly')).toBe('true');
    rerender(createElement(JsonPane, { text: '{}', diagnostics: [], onChange: () => {}, readOnly: false }));
    expect(view.state.readOnly).toBe(false);
    unmount();
    expect(container.querySelector('.cm-editor')).toBeNull();
  });
});
