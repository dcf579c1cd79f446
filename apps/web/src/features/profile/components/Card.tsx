import styled from 'styled-components';

// The profile screens' building blocks: the padded column, a white card and its title, rows.

export const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space400);
  padding: var(--ug-space-space400);
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  padding: var(--ug-space-space200) 0;
  border-radius: var(--ug-radii-lg);
  background: var(--ug-colors-surface);
  box-shadow: var(--ug-shadows-sm);
`;

export const CardTitle = styled.h2`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.space200}px ${theme.space.space400}px`};
  font-size: var(--ug-font-sizes-md);
  font-weight: var(--ug-font-weights-bold);
`;

/** A full-width row that is a link or a button, with a trailing chevron. */
export const Row = styled.div`
  & > a,
  & > button {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--ug-space-space200);
    width: 100%;
    border: 0;
    background: transparent;
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
    min-height: var(--ug-sizes-control);
    padding: 0 var(--ug-space-space400);
    color: var(--ug-colors-text);
  }
  & > a:focus-visible,
  & > button:focus-visible {
    outline: var(--ug-sizes-focus-ring) solid var(--ug-colors-focus);
    outline-offset: calc(-1 * var(--ug-sizes-focus-ring));
  }
`;

export const Muted = styled.span`
  color: var(--ug-colors-text-muted);
  font-size: var(--ug-font-sizes-sm);
`;
