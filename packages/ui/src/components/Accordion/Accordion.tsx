import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

import { Icon } from '../Icon/Icon';
import { pressable } from '../../theme/interaction';

export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
  /** Short text after the title (e.g. the chosen option). */
  summary?: ReactNode;
}

export interface AccordionProps {
  /** The sections in order: value, title and content. */
  items: AccordionItem[];
  /** Items open at first (several may be open). */
  defaultValue?: string[];
  /** Controlled open items. */
  value?: string[];
  /** Called with the open items when one opens or closes. */
  onValueChange?: (value: string[]) => void;
}

const Item = styled(RadixAccordion.Item)`
  border-bottom: var(--ug-sizes-border) solid var(--ug-colors-border-subtle);
`;

const Header = styled(RadixAccordion.Header)`
  margin: 0;
`;

const Trigger = styled(RadixAccordion.Trigger)`
  ${pressable}
  display: flex;
  align-items: center;
  gap: var(--ug-space-space200);
  width: 100%;
  min-height: var(--ug-sizes-control);
  padding: 0 var(--ug-space-space400);
  border: 0;
  background: transparent;
  color: var(--ug-colors-text);
  font-size: var(--ug-font-sizes-md);
  font-weight: var(--ug-font-weights-bold);
  text-align: left;
  cursor: pointer;
  & > span:first-child {
    flex: 1;
  }
  svg {
    transition: transform var(--ug-motion-normal) var(--ug-motion-easing);
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
  &:focus-visible {
    outline-offset: calc(-1 * var(--ug-sizes-focus-ring) * 2);
  }
`;

const Summary = styled.span`
  color: var(--ug-colors-text-muted);
  font-weight: var(--ug-font-weights-regular);
  font-size: var(--ug-font-sizes-sm);
`;

const Content = styled(RadixAccordion.Content)`
  padding: 0 var(--ug-space-space400) var(--ug-space-space300);
`;

/** Expandable sections (Radix Accordion, several open at once). */
export function Accordion({ items, defaultValue, value, onValueChange }: AccordionProps) {
  return (
    <RadixAccordion.Root
      type="multiple"
      defaultValue={defaultValue}
      value={value}
      onValueChange={onValueChange}
    >
      {items.map((item) => (
        <Item key={item.value} value={item.value}>
          <Header>
            <Trigger>
              <span>{item.title}</span>
              {item.summary ? <Summary>{item.summary}</Summary> : null}
              <Icon name="chevronDown" size="small" />
            </Trigger>
          </Header>
          <Content>{item.content}</Content>
        </Item>
      ))}
    </RadixAccordion.Root>
  );
}
