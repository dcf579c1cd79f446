import { useState } from 'react';

import { useUiText } from '../../i18n/useUiText';
import { Button } from '../Button/Button';
import { type Option, RadioGroup } from '../Checkbox/Checkbox';
import { BottomSheet } from '../Modal/Modal';

export interface SortModalProps {
  /** Whether the bottom sheet is shown. */
  open: boolean;
  /** Called to open or close it (Cancel, the backdrop, Escape, Apply). */
  onOpenChange: (open: boolean) => void;
  /** The current sort. */
  value: string;
  /** Called with the chosen sort on Apply; the sheet closes. */
  onApply: (value: string) => void;
  /** Options; default A-Z ('ASC') and Z-A ('DESC'). */
  options?: Option[];
  /** Title (default from i18n 'sort.title'). */
  title?: string;
  /** Apply label (default from i18n 'common.apply'). */
  applyLabel?: string;
}

/** A bottom sheet choosing the sort order (default A-Z / Z-A), applied on Apply. */
export function SortModal({
  open,
  onOpenChange,
  value,
  onApply,
  options,
  title,
  applyLabel,
}: SortModalProps) {
  const { t } = useUiText();
  const [draft, setDraft] = useState<string | null>(null);
  const list = options ?? [
    { value: 'ASC', label: t('sort.az') },
    { value: 'DESC', label: t('sort.za') },
  ];
  const heading = title ?? t('sort.title');
  return (
    <BottomSheet.Root
      open={open}
      onOpenChange={(next) => {
        setDraft(null);
        onOpenChange(next);
      }}
    >
      <BottomSheet.Content title={heading}>
        <BottomSheet.Body>
          <RadioGroup
            legend={heading}
            hideLegend
            options={list}
            value={draft ?? value}
            onChange={(next) => setDraft(next)}
          />
        </BottomSheet.Body>
        <BottomSheet.Footer>
          <Button
            onClick={() => {
              onApply(draft ?? value);
              setDraft(null);
              onOpenChange(false);
            }}
          >
            {applyLabel ?? t('common.apply')}
          </Button>
        </BottomSheet.Footer>
      </BottomSheet.Content>
    </BottomSheet.Root>
  );
}
