// The mocked rows of the multiple-trend kind. Reached only through @voz/widgets/mock (src/mock/index.ts),
// a subpath the portal never imports, so none of it ships to analysts.
import type { MockGenerator } from '../../types.js';
import { answeredAs, RATING_10, valueGenerator } from '../../mock/rows.js';

export const mock: MockGenerator = answeredAs(valueGenerator({ range: RATING_10 }));
