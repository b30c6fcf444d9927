// The mocked rows of the multiple-gauge kind. Reached only through @voz/widgets/mock (src/mock/index.ts),
// a subpath the portal never imports, so none of it ships to analysts.
import type { MockGenerator } from '../../types.js';
import { answeredAs, byQuestionGenerator, RATING_5 } from '../../mock/rows.js';

export const mock: MockGenerator = answeredAs(byQuestionGenerator({ range: RATING_5 }, 5));
