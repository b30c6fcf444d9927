// The mocked rows of the radial-summary kind. Reached only through @voz/widgets/mock (src/mock/index.ts),
// a subpath the portal never imports, so none of it ships to analysts.
import type { MockGenerator } from '../../types.js';
import { answeredAs, gaugeGenerator, RATING_10 } from '../../mock/rows.js';

export const mock: MockGenerator = answeredAs(gaugeGenerator({ range: RATING_10 }, 10));
