// Texts without `en` in a tenant that offers English: in the dashboards and fragments linted as
// written, then in tenant.json, metadata.json and indicators.json.
import type { DocumentScan, Emit, LintFamily, ParsedDocument } from './family.js';
import { scanDocument } from './helpers.js';

const rules = {
  'missing-translation': { severity: 'error', summary: 'A text without `en` in a tenant that offers English.' },
} as const;

function checkTexts(emit: Emit<keyof typeof rules>, doc: ParsedDocument, { texts }: DocumentScan): void {
  for (const { value: text, pointer } of texts) {
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

export const translations: LintFamily<keyof typeof rules> = {
  id: 'translations',
  summary: 'English beside every Spanish text, when the tenant offers English.',
  rules,
  document({ facts, emit }, doc, scan) {
    if (facts.english) checkTexts(emit, doc, scan);
  },
  tenant({ docs, facts, emit }) {
    if (!facts.english) return;
    for (const doc of [docs.tenant, docs.metadata, docs.indicators])
      if (doc) checkTexts(emit, doc, scanDocument(doc.value));
  },
};
