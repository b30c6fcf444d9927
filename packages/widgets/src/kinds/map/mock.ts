// The mocked rows of the map kind. Reached only through @voz/widgets/mock (src/mock/index.ts),
// a subpath the portal never imports, so none of it ships to analysts.
import type { MockGenerator } from '../../types.js';
import { answeredAs } from '../../mock/rows.js';
import { mapRows } from '../../mock/textMapRows.js';

export const mock: MockGenerator = answeredAs(mapRows);
