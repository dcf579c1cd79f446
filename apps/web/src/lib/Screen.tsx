import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

import { TopBar } from '@ugift/ui';

import { paths } from '../config/paths';
import { useDeviceValue } from './device';
import { useStoredUser } from './session';
import { useBack } from './useBack';
import { useBottomBar } from './shell';

/**
 * The column: at most 480 px wide (spec section 9), the full height, children stacked; white
 * unless the screen is `muted`. A tab screen's column leaves the tab bar's height to the bar
 * under it (app/layouts/TabLayout); a 'spaced' one keeps the full height and pads its end by
 * the bar's height instead.
 */
const Column = styled.div<{ $tab: ScreenProps['tab']; $surface: boolean }>`
  display: flex;
  flex-direction: column;
  max-width: var(--ug-layout-column-max-width);
  min-height: ${({ theme, $tab }) =>
    $tab === true ? `calc(100vh - ${theme.layout.footerHeight}px)` : '100vh'};
  margin: 0 auto;
  padding-bottom: ${({ theme, $tab }) => ($tab === 'spaced' ? theme.layout.footerHeight : 0)}px;
  background: ${({ theme, $surface }) => ($surface ? theme.colors.surface : theme.colors.background)};
`;

/**
 * The main landmark (the skip link's target): the content and the bottom bar, so that 'Checkout',
 * 'Place Order' and 'Add to Cart' are part of the page's main content.
 */
const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  &:focus {
    outline: none;
  }
`;

const Content = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space400);
  padding: var(--ug-space-space400);
`;

/** A text page's one column of text (the static and template pages). */
const Text = styled.div<{ $center: boolean }>`
  padding: ${({ theme }) => `${theme.space.space600}px ${theme.space.space400}px`};
  text-align: ${({ $center }) => ($center ? 'center' : 'start')};
`;

const Footer = styled.div<{ $stack: boolean }>`
  position: sticky;
  bottom: 0;
  /* A stacked bar (quantity over the cart button) stays above the content it overlaps. */
  z-index: ${({ theme, $stack }) => ($stack ? theme.zIndices.header : 'auto')};
  display: flex;
  flex-direction: ${({ $stack }) => ($stack ? 'column' : 'row')};
  gap: var(--ug-space-space300);
  padding: var(--ug-space-space400);
  background: var(--ug-colors-surface);
  box-shadow: var(--ug-shadows-top);
`;

/** The id of every screen's main landmark, the skip link's target. */
const MAIN_ID = 'main';

/**
 * '<Page> · Ugift' for the page's heading (what the top bar shows, in the current language),
 * or 'Ugift' alone on home, whose heading is the app's name.
 */
function useDocumentTitle(column: RefObject<HTMLDivElement | null>, title: ReactNode) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const heading = column.current?.querySelector('h1')?.textContent?.trim();
    const page = heading || (typeof title === 'string' ? title : '');
    const app = t('common.appName');
    document.title = page && page !== app ? t('shell.documentTitle', { page }) : app;
  }, [column, title, t, i18n.language]);
}

export interface ScreenProps {
  title: ReactNode;
  /**
   * The back arrow follows the one rule of useBack: the previous page when this visit has one,
   * else the screen's parent, this path (default /home), because a page opened from a shared link
   * has nothing of ours behind it. `false`: no back arrow (the login screen; tab screens have none).
   */
  back?: string | false;
  /** Buttons fixed under the content. */
  footer?: ReactNode;
  /** The footer's parts stacked in a column (the product pages' quantity over the button). */
  stackFooter?: boolean;
  /**
   * The basket button with the member's count in the top bar: `true` for everyone (a guest's
   * shows no count), `'member'` for signed-in members only (the profile tab).
   */
  basket?: boolean | 'member';
  /**
   * A tab screen: no back arrow, and the tab bar under the column. 'spaced': the profile,
   * notifications and wallet tabs' older column, a screen high plus the bar's height (a blank strip to
   * scroll), kept so that their baselines stay as they are; to be made `true` with a re-take.
   */
  tab?: boolean | 'spaced';
  /** The children laid out by the screen itself, straight under the top bar (no padded content). */
  bare?: boolean;
  /** A text page: one padded column of text, centred or read from the start. */
  text?: 'center' | 'start';
  /** The light grey page background. */
  muted?: boolean;
  /** What stands before the title in place of the back arrow (home's country picker). */
  leading?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The app's one page shell (spec section 2): the blue top bar with its back arrow, the content,
 * an optional bottom bar. Every screen draws its page with it.
 */
export function Screen({
  title,
  back,
  footer,
  stackFooter = false,
  muted = false,
  basket = false,
  tab = false,
  bare = false,
  text,
  leading,
  actions,
  children,
}: ScreenProps) {
  const navigate = useNavigate();
  const goBack = useBack(back || paths.home);
  const user = useStoredUser();
  const basketCount = useDeviceValue('basketCount') ?? 0;
  const showBasket = basket === true || (basket === 'member' && user !== null);
  const column = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  useBottomBar(footerRef, Boolean(footer));
  useDocumentTitle(column, title);
  let body = children;
  if (text) body = <Text $center={text === 'center'}>{children}</Text>;
  else if (!bare) body = <Content>{children}</Content>;
  return (
    <Column ref={column} $surface={!muted} $tab={tab}>
      <TopBar
        title={title}
        leading={leading}
        actions={actions}
        onBack={tab !== false || back === false ? undefined : goBack}
        {...(showBasket
          ? { basketCount: user ? basketCount : 0, onBasketClick: () => navigate(paths.basket) }
          : {})}
      />
      <Main id={MAIN_ID} tabIndex={-1}>
        {body}
        {footer ? (
          <Footer ref={footerRef} data-bar="bottom" $stack={stackFooter}>
            {footer}
          </Footer>
        ) : null}
      </Main>
    </Column>
  );
}
