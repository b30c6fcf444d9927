// Which card of the canvas a problem belongs to. A diagnostic names the file and the JSON Pointer
// of the value at fault; a widget knows where it is written (its origin). So a problem inside a
// fragment badges every card that fragment became, whatever idPrefix its include gave them, and a
// problem in an include's override badges the card it overrides.
import type { ResolvedDashboard, WidgetOrigin } from '@voz/core';
import { SHARED_FOLDER, type Diagnostic } from '@voz/validation';

/** The file holding a widget's definition, as the editor's diagnostics name it. */
function originFile(origin: WidgetOrigin, openPath: string, tenant: string): string {
  if (origin.file.kind === 'self') return openPath;
  const path = `fragments/${origin.file.name}.json`;
  return origin.file.shared && tenant !== SHARED_FOLDER ? `${SHARED_FOLDER}/${path}` : path;
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
  }));
  for (const d of diagnostics) {
    const owners = widgets.filter(
      (w) =>
        (d.file === w.file && within(d.pointer, w.pointer)) ||
        (w.override !== undefined && d.file === openPath && within(d.pointer, w.override)),
    );
    if (owners.length > 0) for (const owner of owners) add(owner.id);
    else if (d.widgetId) add(d.widgetId);
  }
  return counts;
}
