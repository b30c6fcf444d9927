export { cloneJson, escapePointerToken, expandIncludes } from './expandIncludes.js';
export type {
  ExpansionResult,
  FragmentFile,
  FragmentLoader,
  FragmentRef,
  IncludeProblem,
  SelfFile,
  SourcedWidget,
  WidgetFile,
  WidgetOrigin,
} from './expandIncludes.js';
