// Texts without `en` in a tenant that offers English: in the dashboards and fragments linted as
// written, then in tenant.json, metadata.json and indicators.json.
import type { LintFamily } from './family.js';

const rules = {
  'missing-translation': { severity: 'error', summary: 'A text without `en` in a tenant that offers English.' },
} as const;

export const translations: LintFamily<keyof typeof rules> = {
  id: 'translations',
  summary: 'English beside every Spanish text, when the tenant offers English.',
  rules,
  check({ docs, facts, emit, own, scan }) {
    if (!facts.english) return;
    for (const doc of [...own, docs.tenant, docs.metadata, docs.indicators]) {
      if (!doc) continue;
      for (const { value: text, pointer } of scan(doc).texts) {
        if (typeof text.en === 'string') continue;
        emit({
          ruleId: 'missing-translation',
          file: doc.source.file,
          pointer,
          message: `Falta la traducción al inglés de «${String(text.es)}».`,
          hint: 'El tenant ofrece inglés: agregue "en" a este texto.',
        });
      }
    }
  },
};
