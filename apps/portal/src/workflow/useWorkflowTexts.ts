import { addWorkflowTexts, useTranslation } from '@voz/i18n';
import type { useTranslation as UseTranslation } from '@voz/i18n';

/**
 * useTranslation for the alert and action-plan screens: their texts load with their code
 * (packages/i18n addWorkflowTexts), so the portal's first render does not carry them.
 */
export function useWorkflowTexts(): ReturnType<typeof UseTranslation> {
  const translation = useTranslation();
  addWorkflowTexts(translation.i18n);
  return translation;
}
