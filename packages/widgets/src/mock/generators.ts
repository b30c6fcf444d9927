// The mocked rows of every widget kind, by type: what MockDataSource is handed in Storybook, the
// editor's preview and the tests. Reached through @voz/widgets/mock, a subpath the portal never
// imports (lint), so none of it ships to analysts. The list, kinds/mocks.gen.ts, is generated from
// the schema's kinds (`npm run gen:types`): each kind's kinds/<type>/mock.ts.

import { KIND_MOCKS } from '../kinds/mocks.gen.js';
import type { MockGenerator, WidgetType } from '../types.js';

/** The mock generator of every kind, answering as a backend answers (MockDataSource normalises them). */
export const MOCK_GENERATORS: Readonly<Record<WidgetType, MockGenerator>> = KIND_MOCKS;
