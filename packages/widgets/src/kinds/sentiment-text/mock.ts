// The mocked rows of the sentiment-text kind. Reached only through @voz/widgets/mock (src/mock/index.ts),
// a subpath the portal never imports, so none of it ships to analysts.
import type { MockGenerator } from '../../types.js';
import { answeredAs } from '../../mock/rows.js';
import { sentimentTagRows } from '../../mock/textMapRows.js';

export const mock: MockGenerator = answeredAs(sentimentTagRows);
