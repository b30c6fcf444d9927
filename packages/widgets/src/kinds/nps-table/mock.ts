// The mocked rows of the nps-table kind. Reached only through @voz/widgets/mock (src/mock/index.ts),
// a subpath the portal never imports, so none of it ships to analysts.
import type { MockGenerator } from '../../types.js';
import { answeredAs, NPS_RANGE, valueGenerator } from '../../mock/rows.js';

export const mock: MockGenerator = answeredAs(valueGenerator({ range: NPS_RANGE, nps: true, defaultGroups: 8 }));
