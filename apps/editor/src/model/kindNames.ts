// The name of a widget kind in the reader's language, for the palette, the property panel, the
// canvas and the change summary: editor.kinds.<type> of packages/i18n (its Spanish names are the
// registry's, kindNames.test.ts checks), else the registry's Spanish name, else the type itself.
import { widgetKind } from '@voz/widgets';

/** The name of the kind `type` through `t` (the editor's `t`, useT()'s, or a fixed one). */
export function kindName(type: string, t: (key: string) => string): string {
  const key = `editor.kinds.${type}`;
  const name = t(key);
  return name !== key && name !== '' ? name : (widgetKind(type)?.name ?? type);
}
