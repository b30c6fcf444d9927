// DOM events widgets dispatch for the app around them (kept apart from the lazily loaded renderers,
// so an app can listen without loading them).

/** The event a word-count tag dispatches (bubbles from the widget's root): filter comments by it. */
export const TAG_SELECTED_EVENT = 'voz:tag-selected';

/** What 'voz:tag-selected' carries. */
export interface TagSelectedDetail {
  /** The tag, as the rows name it. */
  tag: string;
  /** Id of the widget it was chosen in. */
  widgetId: string;
}
