// The text of a file before and after a save, as a unified line diff: only the changed hunks, each
// with 3 lines of context and headed by its line numbers; additions green, deletions red. A
// 3,000-line file with a few changes renders a few dozen lines: the unchanged head and tail are cut
// off before diffing, and the diff gives up (with a message) when the texts are too different.
import { structuredPatch, type StructuredPatchHunk } from 'diff';
import { Fragment, useMemo, type ReactElement } from 'react';
import { t, useT } from '../i18n.js';

/** Lines of context around each change. */
const CONTEXT = 3;
/** The diff gives up on texts that differ by more lines than this, or after this many milliseconds. */
const MAX_EDIT_LENGTH = 1000;
const DIFF_TIMEOUT_MS = 100;

/** Most diff lines shown: a file rewritten whole (reformatted) would otherwise render every line twice. */
const MAX_SHOWN_LINES = 2000;

type DiffResult =
  | { kind: 'equal' }
  | { kind: 'tooLarge' }
  /** `hidden`: diff lines left out beyond MAX_SHOWN_LINES. */
  | { kind: 'hunks'; hunks: StructuredPatchHunk[]; hidden: number };

/** The lines of a text, each with its newline (the last one may have none). */
function linesOf(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/** The hunks between two texts. Unchanged lines at both ends (beyond the context) are not diffed. */
function diffHunks(before: string, after: string): DiffResult {
  if (before === after) return { kind: 'equal' };
  const a = linesOf(before);
  const b = linesOf(after);
  const shorter = Math.min(a.length, b.length);
  let head = 0;
  while (head < shorter && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < shorter - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  // Cut whole lines only, keeping the context, so line numbers shift by `skip` and the end of file
  // (with or without a final newline) is still seen by the diff whenever it is near a change.
  const skip = Math.max(0, head - CONTEXT);
  const drop = Math.max(0, tail - CONTEXT);
  const oldText = a.slice(skip, a.length - drop).join('');
  const newText = b.slice(skip, b.length - drop).join('');
  const patch = structuredPatch('antes', 'después', oldText, newText, undefined, undefined, {
    context: CONTEXT,
    maxEditLength: MAX_EDIT_LENGTH,
    timeout: DIFF_TIMEOUT_MS,
  });
  if (!patch) return { kind: 'tooLarge' };
  if (patch.hunks.length === 0) return { kind: 'equal' };
  const hunks: StructuredPatchHunk[] = [];
  let room = MAX_SHOWN_LINES;
  let hidden = 0;
  for (const hunk of patch.hunks) {
    if (room <= 0) {
      hidden += hunk.lines.length;
      continue;
    }
    const lines = hunk.lines.length > room ? hunk.lines.slice(0, room) : hunk.lines;
    hidden += hunk.lines.length - lines.length;
    room -= lines.length;
    hunks.push({ ...hunk, oldStart: hunk.oldStart + skip, newStart: hunk.newStart + skip, lines });
  }
  return { kind: 'hunks', hunks, hidden };
}

/** "línea 4", "líneas 4–9", or "después de la línea 3" for an empty range. */
function range(start: number, count: number): string {
  if (count === 0) return start <= 1 ? t('editor.diff.atStart') : t('editor.diff.afterLine', { line: start - 1 });
  return count === 1
    ? t('editor.diff.line', { line: start })
    : t('editor.diff.lines', { from: start, to: start + count - 1 });
}

const PRE_CLASS =
  'max-h-[70vh] overflow-auto rounded-md border border-slate-200 bg-white py-1 font-mono text-xs leading-5 text-slate-700';

function Hunk({ hunk }: { hunk: StructuredPatchHunk }): ReactElement {
  let oldLine = hunk.oldStart;
  let newLine = hunk.newStart;
  const rows = hunk.lines.map((line, index) => {
    const marker = line[0];
    const text = line.slice(1);
    if (marker === '\\') {
      return (
        <span key={index} className="block pl-[6.5rem] pr-3 italic text-slate-600">
          {`\\ ${t('editor.diff.noNewline')}`}
        </span>
      );
    }
    let oldNumber: number | undefined;
    let newNumber: number | undefined;
    let rowClass = '';
    let markerText = ' ';
    if (marker === '+') {
      newNumber = newLine++;
      rowClass = 'bg-green-50 text-green-900';
      markerText = '+';
    } else if (marker === '-') {
      oldNumber = oldLine++;
      rowClass = 'bg-red-50 text-red-900';
      markerText = '-';
    } else {
      oldNumber = oldLine++;
      newNumber = newLine++;
    }
    return (
      <span key={index} className={`flex ${rowClass}`}>
        <span className="w-12 shrink-0 select-none pr-2 text-right text-slate-600" aria-hidden="true">
          {oldNumber ?? ''}
        </span>
        <span className="w-12 shrink-0 select-none pr-2 text-right text-slate-600" aria-hidden="true">
          {newNumber ?? ''}
        </span>
        <span
          className={`w-4 shrink-0 select-none ${marker === '+' ? 'text-green-700' : marker === '-' ? 'text-red-700' : ''}`}
        >
          {markerText}
        </span>
        <span className="whitespace-pre pr-3">{text}</span>
      </span>
    );
  });
  return (
    <>
      <span className="mt-1 block border-y border-slate-200 bg-slate-50 px-3 text-slate-600 first:mt-0">
        {`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@ `}
        <span className="font-sans">
          {t('editor.diff.hunk', {
            before: range(hunk.oldStart, hunk.oldLines),
            after: range(hunk.newStart, hunk.newLines),
          })}
        </span>
      </span>
      {rows}
    </>
  );
}

/** A unified line diff of two texts (the JSON of a file before and after), hunks only. */
export function JsonDiff({ before, after }: { before: string; after: string }): ReactElement {
  const translate = useT();
  const result = useMemo(() => diffHunks(before, after), [before, after]);
  if (result.kind === 'equal') {
    return (
      <pre
        role="region"
        aria-label={translate('editor.diff.label')}
        className={`${PRE_CLASS} px-3 font-sans text-slate-600`}
      >
        {translate('editor.diff.equal')}
      </pre>
    );
  }
  if (result.kind === 'tooLarge') {
    return (
      <pre
        role="region"
        aria-label={translate('editor.diff.label')}
        className={`${PRE_CLASS} px-3 font-sans text-slate-600`}
      >
        {translate('editor.diff.tooLarge')}
      </pre>
    );
  }
  return (
    <pre role="region" aria-label={translate('editor.diff.label')} className={PRE_CLASS}>
      {result.hunks.map((hunk, index) => (
        <Fragment key={index}>
          <Hunk hunk={hunk} />
        </Fragment>
      ))}
      {result.hidden > 0 && (
        <span className="mt-1 block border-t border-slate-200 px-3 pt-1 font-sans text-slate-600">
          {translate('editor.diff.hidden', { count: result.hidden })}
        </span>
      )}
    </pre>
  );
}
