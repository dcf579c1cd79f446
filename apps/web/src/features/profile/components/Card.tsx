import styled from 'styled-components';

// The profile screens' building blocks: the padded column, a white card and its title, rows.

export const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space400}px;
  padding: ${({ theme }) => theme.space.space400}px;
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.space200}px 0;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const CardTitle = styled.h2`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.space200}px ${theme.space.space400}px`};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** A full-width row that is a link or a button, with a trailing chevron. */
export const Row = styled.div`
  & > a,
  & > button {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.space200}px;
    width: 100%;
    border: 0;
    background: transparent;
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
    min-height: ${({ theme }) => theme.sizes.control}px;
    padding: 0 ${({ theme }) => theme.space.space400}px;
    color: ${({ theme }) => theme.colors.text};
  }
  & > a:focus-visible,
  & > button:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing}px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -${({ theme }) => theme.sizes.focusRing}px;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
