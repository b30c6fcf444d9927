// Which card of the canvas a problem belongs to. A diagnostic names the file and the JSON Pointer
// of the value at fault; a widget knows where it is written (its origin). So a problem inside a
// fragment badges every card that fragment became, whatever idPrefix its include gave them, and a
// problem in an include's override badges the card it overrides; a problem at an entry of an
// include's indicatorMap (a rename to an unknown indicator) badges the cards whose requests it renamed.
import { escapePointerToken, type FragmentRef, type ResolvedDashboard, type WidgetOrigin } from '@voz/core';
import { SHARED_FOLDER, type Diagnostic } from '@voz/validation';

/** The file holding a widget's definition, as the editor's diagnostics name it. */
function originFile(origin: WidgetOrigin, openPath: string, tenant: string): string {
  return origin.file.kind === 'self' ? openPath : fragmentPath(origin.file, tenant);
}

/** A fragment file as the editor's diagnostics name it. */
function fragmentPath(ref: FragmentRef, tenant: string): string {
  const path = `fragments/${ref.name}.json`;
  return ref.shared && tenant !== SHARED_FOLDER ? `${SHARED_FOLDER}/${path}` : path;
}

/** The indicatorMap entries (file and pointer) that renamed a widget's requests. */
function renameEntries(origin: WidgetOrigin, openPath: string, tenant: string): { file: string; pointer: string }[] {
  return (origin.indicatorRenames ?? []).map(({ include, entry }) => ({
    file: include.writtenIn ? fragmentPath(include.writtenIn.fragment, tenant) : openPath,
    pointer: `${include.writtenIn?.pointer ?? include.pointer}/indicatorMap/${escapePointerToken(entry)}`,
  }));
}

const within = (pointer: string, prefix: string): boolean => pointer === prefix || pointer.startsWith(`${prefix}/`);

/**
 * Diagnostics counted per card id of the resolved document open at `openPath` in the folder
 * `tenant`: by where each widget is written (and its include's override), else by the diagnostic's
 * widget id; problems of no card are not counted.
 */
export function problemsByCard(
  diagnostics: readonly Diagnostic[],
  resolved: ResolvedDashboard | undefined,
  openPath: string,
  tenant: string,
): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (id: string): void => {
    counts.set(id, (counts.get(id) ?? 0) + 1);
  };
  const widgets = (resolved?.widgets ?? []).map((item) => ({
    id: item.widget.id,
    file: originFile(item.origin, openPath, tenant),
    pointer: item.origin.pointer,
    override: item.origin.include?.overridePointer,
    renames: renameEntries(item.origin, openPath, tenant),
  }));
  for (const d of diagnostics) {
    const renamedBy = widgets.filter((w) =>
      w.renames.some((entry) => d.file === entry.file && within(d.pointer, entry.pointer)),
    );
    // An entry renames several cards; the diagnostic names the one whose new name is unknown.
    const named = renamedBy.filter((w) => w.id === d.widgetId);
    const owners = new Set([
      ...widgets.filter(
        (w) =>
          (d.file === w.file && within(d.pointer, w.pointer)) ||
          (w.override !== undefined && d.file === openPath && within(d.pointer, w.override)),
      ),
      ...(named.length > 0 ? named : renamedBy),
    ]);
    if (owners.size > 0) for (const owner of owners) add(owner.id);
    else if (d.widgetId) add(d.widgetId);
  }
  return counts;
}
