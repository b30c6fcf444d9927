// The colour scales as written, tenant.json's and those written inline in widget configs and
// indicator requests (IndicatorRequest.colorScale): a `range` whose min is not below its max, and
// bands with gaps, overlaps or out of order (core's checkColorScale).
import type { ColorScale } from '@voz/schema';
import { toPointer } from '../source.js';
import type { LintFamily } from './family.js';
import { isRecord, lintScale } from './helpers.js';

const rules = {
  'color-scale-gap': {
    severity: 'error',
    summary: 'Values between two consecutive bands of a colour scale belong to neither.',
  },
  'color-scale-overlap': { severity: 'error', summary: 'Values belonging to two bands of a colour scale.' },
  'color-scale-order': {
    severity: 'error',
    summary:
      'A band with its bounds reversed, bands not in ascending order, or a `range` whose min is not below its max.',
  },
} as const;

export const colorScales: LintFamily<keyof typeof rules> = {
  id: 'color-scales',
  summary: "Colour scales' ranges and bands, in tenant.json and written inline.",
  rules,
  document({ emit }, doc, { configs, requests }) {
    for (const { value: config, pointer } of [...configs, ...requests]) {
      const scale = config.colorScale;
      if (isRecord(scale)) lintScale(scale as unknown as ColorScale, doc.source.file, `${pointer}/colorScale`, emit);
    }
  },
  tenant({ docs, emit }) {
    const tenant = docs.tenant;
    if (!tenant) return;
    for (const [name, scale] of Object.entries(tenant.value.colorScales ?? {}))
      lintScale(scale, tenant.source.file, toPointer(['colorScales', name]), emit);
  },
};
