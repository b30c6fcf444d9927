// Helpers shared by the browser benchmarks (bench-render, bench-portal). Node built-ins only; the
// functions handed to the page run in Chromium (eslint.config.js gives this file browser globals).

/** Median of a list of numbers. */
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * Waits (polling at every animation frame) until every widget of the dashboard on the page is
 * painted: as many frames as its data-widget-count, none loading (a frame is `ready` only once its
 * renderer mounted with the rows, so ready or empty means painted). Answers the dashboard's key, its
 * widget count, the frames in error, and the time in ms from the dashboard's first render
 * (performance mark voz:dashboard-mount) and from navigation start.
 */
export async function waitForWidgetsPainted(page, { timeout = 60_000 } = {}) {
  const handle = await page.waitForFunction(
    () => {
      const root = document.querySelector('[data-widget-count]');
      if (!root) return false;
      const frames = [...document.querySelectorAll('[data-widget-id]')];
      const expected = Number(root.getAttribute('data-widget-count'));
      if (frames.length !== expected || frames.some((f) => f.getAttribute('data-state') === 'loading')) return false;
      const now = performance.now();
      const mark = performance.getEntriesByType('mark').find((m) => m.name.startsWith('voz:dashboard-mount:'));
      const errors = frames.filter((f) => f.getAttribute('data-state') === 'error').length;
      return {
        dashboard: root.getAttribute('data-dashboard'),
        fromMount: now - (mark?.startTime ?? 0),
        fromNavigation: now,
        widgets: expected,
        errors,
      };
    },
    null,
    { polling: 'raf', timeout },
  );
  return handle.jsonValue();
}
