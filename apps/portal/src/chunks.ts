// How the portal's build groups its lazy code (vite.config.ts, Rolldown's codeSplitting groups).
// Not imported by the app.

/** The name of the widget renderers' chunk (assets/widgets-<hash>.js). */
export const RENDERERS_CHUNK = 'widgets';

/**
 * The renderers (kinds/<type>/<Renderer>.tsx: capitalised, unlike the kind's entry.ts, which the
 * registry imports, and its mock.ts), their helpers and maps, and the chart libraries only they use.
 */
const RENDERER_CODE =
  /packages[\\/]widgets[\\/]src[\\/]((shared|maps)[\\/]|kinds[\\/][\w-]+[\\/][A-Z])|node_modules[\\/](@nivo|d3-[\w-]+|lodash|internmap|topojson-client)[\\/]/;
/** Left out: the map shapes, loaded by the maps that draw them; what the registry imports itself. */
const KEPT_APART = /\.topo\.json$|countries-110m|shared[\\/]scales\.ts$/;

/**
 * Whether a module goes in the renderers' chunk: every widget renderer with the chart libraries and
 * helpers only they use, in one file instead of about 45, loaded when a dashboard mounts (never
 * before its first render). On a 51-widget dashboard the browser makes some 30 fewer requests
 * while the page is busiest; BENCHMARKS.md ("Portal") has the measure. What the registry imports
 * (in the code before the first render) must stay out, or that code would wait for this chunk.
 */
export function isRendererModule(id: string): boolean {
  return RENDERER_CODE.test(id) && !KEPT_APART.test(id);
}
