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
  gap: ${({ theme }) => theme.space.space200}px;
  overflow-x: auto;
  padding: ${({ theme }) => theme.space.space200}px ${({ theme }) => theme.space.space400}px;
  scrollbar-width: none;
`;

const Chip = styled.button`
  ${hitArea}
  ${pressable}
  flex: none;
  min-height: ${({ theme }) => theme.sizes.controlSmall}px;
  padding: 0 ${({ theme }) => theme.space.space400}px;
  border: ${({ theme }) => theme.sizes.border}px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  white-space: nowrap;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
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
