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
  border-bottom: ${({ theme }) => theme.sizes.border}px solid
    ${({ theme }) => theme.colors.borderSubtle};
`;

const Header = styled(RadixAccordion.Header)`
  margin: 0;
`;

const Trigger = styled(RadixAccordion.Trigger)`
  ${pressable}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space200}px;
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.control}px;
  padding: 0 ${({ theme }) => theme.space.space400}px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: left;
  cursor: pointer;
  & > span:first-child {
    flex: 1;
  }
  svg {
    transition: transform ${({ theme }) => theme.motion.normal}ms
      ${({ theme }) => theme.motion.easing};
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
  &:focus-visible {
    outline-offset: -${({ theme }) => theme.sizes.focusRing * 2}px;
  }
`;

const Summary = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Content = styled(RadixAccordion.Content)`
  padding: 0 ${({ theme }) => theme.space.space400}px ${({ theme }) => theme.space.space300}px;
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
