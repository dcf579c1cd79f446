import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import type { Basket } from '@ugift/api-client';
import { Button, EmptyState, LoginPrompt } from '@ugift/ui';

import { links, paths } from '../../../config/paths';
import { queries } from '../../../lib/api';
import { QueryState } from '../../../lib/QueryState';
import { Screen } from '../../../lib/Screen';
import { useStoredUser } from '../../../lib/session';
import { isEmptyBasket } from '../lib/totals';

export interface BasketGateProps {
  title: string;
  /** The screen of a member's non-empty basket. */
  children: (basket: Basket) => ReactNode;
}

/**
 * What the cart and the confirmation show before there is a basket to show: the login prompt to
 * a guest, the basket loading or failed (with Retry), or Shop Now for an empty basket.
 */
export function BasketGate({ title, children }: BasketGateProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const user = useStoredUser();
  if (!user) {
    return (
      <Screen title={title} muted>
        <LoginPrompt onLogin={() => navigate(links.login({ from: `${pathname}${search}` }))} />
      </Screen>
    );
  }
  return <MemberBasket title={title}>{children}</MemberBasket>;
}

function MemberBasket({ title, children }: BasketGateProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const basket = useQuery(queries.basket.detail());
  if (basket.isPending || basket.isError) {
    return (
      <Screen title={title} muted>
        <QueryState query={basket}>{() => null}</QueryState>
      </Screen>
    );
  }
  const data = basket.data.table ?? null;
  if (!data || isEmptyBasket(data)) {
    return (
      <Screen title={title} muted>
        <EmptyState
          title={t('basket.empty')}
          action={<Button onClick={() => navigate(paths.categories)}>{t('basket.shopNow')}</Button>}
        />
      </Screen>
    );
  }
  return <>{children(data)}</>;
}
