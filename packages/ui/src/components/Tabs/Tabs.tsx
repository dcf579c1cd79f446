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
  background: var(--ug-colors-surface);
  border-bottom: var(--ug-sizes-border) solid var(--ug-colors-border-subtle);
`;

export const TabTrigger = styled(RadixTabs.Trigger)`
  ${pressable}
  flex: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--ug-space-space100);
  min-height: var(--ug-sizes-control);
  padding: 0 var(--ug-space-space200);
  border: 0;
  border-bottom: calc(var(--ug-sizes-focus-ring) + 1px) solid transparent;
  background: transparent;
  color: var(--ug-colors-text-muted);
  font-size: var(--ug-font-sizes-md);
  cursor: pointer;
  &[data-state='active'] {
    color: var(--ug-colors-primary);
    border-bottom-color: var(--ug-colors-primary);
    font-weight: var(--ug-font-weights-bold);
  }
  &:focus-visible {
    outline-offset: calc(-1 * var(--ug-sizes-focus-ring) * 2);
  }
  &:disabled {
    color: var(--ug-colors-text-disabled);
    cursor: not-allowed;
  }
`;

export const TabPanel = styled(RadixTabs.Content)`
  &:focus-visible {
    outline-offset: calc(-1 * var(--ug-sizes-focus-ring) * 2);
  }
`;

const Count = styled.span`
  min-width: var(--ug-sizes-badge);
  padding: 0 var(--ug-space-space100);
  border-radius: var(--ug-radii-pill);
  background: var(--ug-colors-badge);
  color: var(--ug-colors-on-badge);
  font-size: var(--ug-font-sizes-xs);
  line-height: var(--ug-sizes-badge);
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
