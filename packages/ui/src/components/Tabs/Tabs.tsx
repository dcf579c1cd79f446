import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { pressable } from '../../theme/interaction';

export interface TabItem {
  value: string;
  label: ReactNode;
  /** Count shown after the label when above zero (e.g. friend requests). */
  count?: number;
  /** Panel content. */
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs in order: value, label and panel content. */
  items: TabItem[];
  /** Controlled selected value. */
  value?: string;
  /** Initial value when uncontrolled (default: the first item). */
  defaultValue?: string;
  /** Called with the value of the tab chosen. */
  onValueChange?: (value: string) => void;
  /** Accessible name of the tab list. */
  label: string;
}

export const TabList = styled(RadixTabs.List)`
  display: flex;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: ${({ theme }) => theme.sizes.border}px solid
    ${({ theme }) => theme.colors.borderSubtle};
`;

export const TabTrigger = styled(RadixTabs.Trigger)`
  ${pressable}
  flex: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.space100}px;
  min-height: ${({ theme }) => theme.sizes.control}px;
  padding: 0 ${({ theme }) => theme.space.space200}px;
  border: 0;
  border-bottom: ${({ theme }) => theme.sizes.focusRing + 1}px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;
  &[data-state='active'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  &:focus-visible {
    outline-offset: -${({ theme }) => theme.sizes.focusRing * 2}px;
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.textDisabled};
    cursor: not-allowed;
  }
`;

export const TabPanel = styled(RadixTabs.Content)`
  &:focus-visible {
    outline-offset: -${({ theme }) => theme.sizes.focusRing * 2}px;
  }
`;

const Count = styled.span`
  min-width: ${({ theme }) => theme.sizes.badge}px;
  padding: 0 ${({ theme }) => theme.space.space100}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.badge};
  color: ${({ theme }) => theme.colors.onBadge};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.sizes.badge}px;
`;

/** Tabs (Radix): Categories / Brands, Active / Received / Past, My Purchase / Sent... */
export function Tabs({ items, value, defaultValue, onValueChange, label }: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      onValueChange={onValueChange}
    >
      <TabList aria-label={label}>
        {items.map((item) => (
          <TabTrigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
            {item.count && item.count > 0 ? <Count>{item.count}</Count> : null}
          </TabTrigger>
        ))}
      </TabList>
      {/* Every tab gets its panel (maybe empty): aria-controls must point at an element. */}
      {items.map((item) => (
        <TabPanel key={item.value} value={item.value}>
          {item.content}
        </TabPanel>
      ))}
    </RadixTabs.Root>
  );
}

/** Radix parts, styled, for layouts the items API does not cover. */
export const TabsParts = {
  Root: RadixTabs.Root,
  List: TabList,
  Trigger: TabTrigger,
  Content: TabPanel,
};
