// The filters drawer (290 px, platform-core.md §2), a chunk of its own: the dialog, the tree
// selects and the panel load when the user first opens it (or points at its button).
import type { FilterSelection } from '@voz/core';
import { useTranslation } from '@voz/i18n';
import { Drawer } from '@voz/ui';
import type { ReactElement } from 'react';
import { FiltersPanel } from './FiltersPanel.js';

/** Width of the filters drawer in px (platform-core.md §2). */
export const FILTERS_DRAWER_WIDTH = 290;

export function FiltersDrawer({
  open,
  onOpenChange,
  selection,
  onApply,
  onReset,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selection: FilterSelection;
  onApply: (next: FilterSelection) => void;
  onReset: () => void;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t('filters.title')} side="left" width={FILTERS_DRAWER_WIDTH}>
      {open ? <FiltersPanel selection={selection} onApply={onApply} onReset={onReset} /> : null}
    </Drawer>
  );
}
