import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';

import { Screen } from '../../../lib/Screen';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space400);
  padding: ${({ theme }) => `${theme.space.space600}px ${theme.space.space400}px`};
`;

export const Intro = styled.p`
  margin: 0;
  color: var(--ug-colors-text-muted);
`;

export const Centered = styled.p`
  margin: 0;
  text-align: center;
  color: var(--ug-colors-text-muted);
  font-size: var(--ug-font-sizes-sm);
`;

/** Why the button above it is disabled (tied to it with aria-describedby). */
export const Hint = styled.p`
  margin: calc(-1 * var(--ug-space-space200)) 0 0;
  text-align: center;
  color: var(--ug-colors-text-muted);
  font-size: var(--ug-font-sizes-sm);
`;

/** 'or' between the phone login and the social one, on a rule. */
export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: var(--ug-space-space300);
  margin: 0;
  color: var(--ug-colors-text-muted);
  font-size: var(--ug-font-sizes-sm);
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: var(--ug-sizes-border) solid var(--ug-colors-border-subtle);
  }
`;

export interface AuthScreenProps {
  title: string;
  /**
   * The back arrow (lib/Screen's one rule: the previous page, else this parent on a deep link;
   * true: /home); no arrow when left out.
   */
  back?: string | true;
  onSubmit: () => void;
  children: ReactNode;
}

/** The account screens' frame: the blue top bar with its back arrow, then one form. */
export function AuthScreen({ title, back, onSubmit, children }: AuthScreenProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Screen bare title={title} back={back === undefined ? false : back === true ? undefined : back}>
      <Form noValidate onSubmit={submit} aria-label={title}>
        {children}
      </Form>
    </Screen>
  );
}
