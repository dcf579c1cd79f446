import styled from 'styled-components';

const List = styled.div`
  display: flex;
  border-bottom: ${({ theme }) => theme.sizes.border}px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button<{ $selected: boolean }>`
  flex: 1;
  min-height: ${({ theme }) => theme.sizes.control}px;
  border: 0;
  border-bottom: ${({ theme }) => theme.sizes.focusRing}px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  background: transparent;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.textMuted)};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
`;

/** Tabs over one list (the panel below is the caller's). */
export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
}: {
  label: string;
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <List role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <Tab
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === value}
          $selected={tab.value === value}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}
