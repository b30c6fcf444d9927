// @voz/widgets/mock: the mocked rows of the widget kinds, for Storybook, the editor's preview and
// tests. The portal never imports it (eslint.boundaries.js), so no mocked data ships to analysts.
export { MOCK_GENERATORS } from './generators.js';
export { MOCK_TODAY, monthLabels, weekLabels } from './rows.js';
