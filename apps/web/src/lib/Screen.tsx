import styled from 'styled-components';

/**
 * A screen's column under its top bar: at most 480 px wide (spec section 9), the full height,
 * children stacked. `$tabBar` leaves room for the bottom tab bar on the five tab screens;
 * `$surface` paints the column white instead of the page grey.
 */
export const Screen = styled.main<{ $tabBar?: boolean; $surface?: boolean }>`
  display: flex;
  flex-direction: column;
  max-width: ${({ theme }) => theme.layout.columnMaxWidth}px;
  min-height: 100vh;
  margin: 0 auto;
  padding-bottom: ${({ theme, $tabBar }) => ($tabBar ? theme.layout.footerHeight : 0)}px;
  background: ${({ theme, $surface }) => ($surface ? theme.colors.surface : theme.colors.background)};
`;
