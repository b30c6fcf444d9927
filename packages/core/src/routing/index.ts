export {
  INDICATOR_VALUES_PATH,
  ROUTES,
  SOCIAL_MENTIONS_PER_PAGE,
  findRoute,
  matchTemplate,
  routeForPath,
  routeForUrl,
} from './routes.js';
export type { Backend, HttpMethod, RouteDef, RouteKind } from './routes.js';
export { buildIndicatorCalls, callKey } from './buildIndicatorCalls.js';
export type { FilterState, IndicatorCall, RoutingTenant } from './buildIndicatorCalls.js';
export { encodeQuery, joinUrl, stableStringify } from './call-url.js';
export type { Query } from './call-url.js';
