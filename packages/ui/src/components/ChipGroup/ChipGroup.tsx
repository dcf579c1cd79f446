import { styled } from 'styled-components';
import { hitArea, pressable } from '../../theme/interaction';

export interface ChipOption {
  value: string;
  label: string;
}

export interface ChipGroupProps {
  /** Chips in order (e.g. 'All' plus each category). */
  options: ChipOption[];
  /** The selected chip's value. */
  value: string;
  /** Called with the value of the chip tapped. */
  onChange: (value: string) => void;
  /** Accessible name of the group. */
  label: string;
}

const Row = styled.div`
  display: flex;
  gap: var(--ug-space-space200);
  overflow-x: auto;
  padding: var(--ug-space-space200) var(--ug-space-space400);
  scrollbar-width: none;
`;

const Chip = styled.button`
  ${hitArea}
  ${pressable}
  flex: none;
  min-height: var(--ug-sizes-control-small);
  padding: 0 var(--ug-space-space400);
  border: var(--ug-sizes-border) solid var(--ug-colors-border);
  border-radius: var(--ug-radii-pill);
  background: var(--ug-colors-surface);
  color: var(--ug-colors-text);
  font-size: var(--ug-font-sizes-sm);
  cursor: pointer;
  white-space: nowrap;
  &[aria-pressed='true'] {
    border-color: var(--ug-colors-primary);
    background: var(--ug-colors-primary);
    color: var(--ug-colors-on-primary);
    font-weight: var(--ug-font-weights-bold);
  }
`;

/** A scrollable row of single-choice chips (toggle buttons). */
export function ChipGroup({ options, value, onChange, label }: ChipGroupProps) {
  return (
    <Row role="group" aria-label={label}>
      {options.map((option) => (
        <Chip
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Chip>
      ))}
    </Row>
  );
}
