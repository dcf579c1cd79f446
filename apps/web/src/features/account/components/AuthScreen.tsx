import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

import { TopBar } from '@ugift/ui';
import { useBack } from '../../../lib/useBack';

const Column = styled.div`
  max-width: ${({ theme }) => theme.layout.columnMaxWidth}px;
  min-height: 100vh;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.surface};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space400}px;
  padding: ${({ theme }) => `${theme.space.space600}px ${theme.space.space400}px`};
`;

export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Centered = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

/** 'or' between the phone login and the social one, on a rule. */
export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space300}px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: ${({ theme }) => theme.sizes.border}px solid
      ${({ theme }) => theme.colors.borderSubtle};
  }
`;

export interface AuthScreenProps {
  title: string;
  /** Where the back arrow goes; when true, the one rule of lib/useBack; no arrow when left out. */
  back?: string | true;
  onSubmit: () => void;
  children: ReactNode;
}

/** The account screens' frame: the blue top bar with its back arrow, then one form. */
export function AuthScreen({ title, back, onSubmit, children }: AuthScreenProps) {
  const navigate = useNavigate();
  const goBack = useBack();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Column>
      <TopBar
        title={title}
        onBack={back === undefined ? undefined : () => (back === true ? goBack() : navigate(back))}
      />
      <main>
        <Form noValidate onSubmit={submit} aria-label={title}>
          {children}
        </Form>
      </main>
    </Column>
  );
}
