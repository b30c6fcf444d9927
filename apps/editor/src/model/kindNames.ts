// The name of a widget kind in the reader's language, for the palette, the property panel, the
// canvas and the change summary: the kind's own, given in its entry (packages/widgets,
// kinds/<type>/entry.ts, so a new kind brings its names), else the type itself.
import type { Language } from '@voz/schema';
import { widgetKind } from '@voz/widgets';

/** The name of the kind `type` in `language`. */
export function kindName(type: string, language: Language): string {
  return widgetKind(type)?.name[language] ?? type;
}
