export { cloneJson, escapePointerToken, expandIncludes, renameIndicator } from './expandIncludes.js';
export type {
  ExpansionResult,
  FragmentFile,
  FragmentLoader,
  FragmentRef,
  IncludeLocation,
  IncludeProblem,
  IndicatorRename,
  SelfFile,
  SourcedWidget,
  WidgetFile,
  WidgetOrigin,
} from './expandIncludes.js';
