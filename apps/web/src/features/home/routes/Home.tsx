import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';

import type { Giftcard, GiftcardGroup } from '@ugift/api-client';
import { pressable } from '@ugift/ui';

import type { LoaderFactory } from '../../../lib/routing';
import { links, paths } from '../../../config/paths';
import { deviceStorage, queries } from '../../../lib/api';
import { CarouselStill } from '../../../lib/CarouselStill';
import { Later } from '../../../lib/Later';
import { countriesQuery } from '../../../lib/countries';
import { useCountryId } from '../../../lib/device';
import { useLanguage } from '../../../lib/language';
import { localisedName } from '../../../lib/languages';
import { ProductGrid } from '../../../lib/ProductTiles';
import { QueryState } from '../../../lib/QueryState';
import { storedUser, useStoredUser } from '../../../lib/session';
import { Screen } from '../../../lib/Screen';
import { BannerCarousel } from '../components/BannerCarousel';
import { CountryPicker } from '../components/CountryPicker';
import { Popups } from '../components/Popups';
import { Section, Strip } from '../components/Section';
import { TileLink } from '../components/TileLink';
import { homeQueries } from '../lib/home-queries';

/**
 * Every home list is requested at once, before the screen shows, so nothing waits on anything
 * else. A list that fails is left to its section, which shows the error with Retry.
 */
export const loader: LoaderFactory =
  ({ queryClient }) =>
  async () => {
    const user = storedUser();
    const home = homeQueries(deviceStorage.countryId(), user?.member_id ?? null);
    await Promise.allSettled([
      queryClient.ensureQueryData(countriesQuery),
      queryClient.ensureQueryData(home.banners),
      queryClient.ensureQueryData(home.popups),
      queryClient.ensureQueryData(home.giftcards),
      queryClient.ensureQueryData(home.categories),
      queryClient.ensureQueryData(home.popular),
      ...(user ? [queryClient.ensureQueryData(queries.basket.detail())] : []),
    ]);
    return null;
  };

const Column = styled.div`
  padding-bottom: var(--ug-space-space600);
`;

const Banners = styled.div`
  padding: ${({ theme }) => `${theme.space.space400}px ${theme.space.space400}px 0`};
`;

const Invite = styled(Link)`
  ${pressable}
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space100);
  margin: ${({ theme }) => `${theme.space.space400}px ${theme.space.space400}px 0`};
  padding: var(--ug-space-space400);
  border-radius: var(--ug-radii-lg);
  background: var(--ug-colors-primary);
  color: var(--ug-colors-on-primary);
  text-decoration: none;

  strong {
    font-size: var(--ug-font-sizes-lg);
  }
`;

/** list_giftcard answers cards, or groups of them when grouped; home asks for cards. */
function isGiftcard(item: Giftcard | GiftcardGroup): item is Giftcard {
  return 'id' in item;
}

export function Home() {
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useStoredUser();
  const countryId = useCountryId();
  const home = homeQueries(countryId, user?.member_id ?? null);
  const banners = useQuery(home.banners);
  const popups = useQuery(home.popups);
  const giftcards = useQuery(home.giftcards);
  const categories = useQuery(home.categories);
  const popular = useQuery(home.popular);
  useQuery({ ...queries.basket.detail(), enabled: user !== null });
  // A promo waits for the page it sits on: no popup while the lists are still loading.
  const contentShown = !banners.isPending && !giftcards.isPending && !popular.isPending;

  return (
    <Screen
      tab
      bare
      basket
      title={t('common.appName')}
      leading={
        <Later>
          <CountryPicker countryId={countryId} />
        </Later>
      }
    >
      <Column>
        <Banners>
          <QueryState query={banners}>
            {(body) =>
              body.table.length ? (
                <Later
                  fallback={
                    <CarouselStill $ratio="16 / 9" $fit="cover" src={body.table[0]?.image} alt="" />
                  }
                >
                  <BannerCarousel banners={body.table} />
                </Later>
              ) : null
            }
          </QueryState>
        </Banners>

        {/* The banner (the largest picture) comes with the first render; on a first visit each
            row below it is drawn in a task of its own, in order, so none moves what is shown. */}
        <Later>
          <Section
            id="home-giftcards"
            title={t('home.sendGiftCard')}
            more={{ to: paths.giftCard, label: t('home.seeAll') }}
          >
            <QueryState query={giftcards} shape="tiles">
              {(body) => (
                <Strip>
                  {body.table.filter(isGiftcard).map((card) => (
                    <li key={card.id}>
                      <TileLink
                        to={links.giftCardProduct(card.id)}
                        image={card.image_thumbnail || card.image}
                        name={localisedName(card, language)}
                      />
                    </li>
                  ))}
                </Strip>
              )}
            </QueryState>
          </Section>
        </Later>

        <Later>
          <Section
            id="home-discover"
            title={t('home.discover')}
            more={{ to: paths.categories, label: t('home.more') }}
          >
            <QueryState query={categories}>
              {(body) => (
                <Strip>
                  {body.table.map((category) => (
                    <li key={category.id}>
                      <TileLink
                        to={links.products(category.id, 'list_category')}
                        image={category.image_home || category.image}
                        name={localisedName(category, language)}
                      />
                    </li>
                  ))}
                </Strip>
              )}
            </QueryState>
          </Section>
        </Later>

        <Later>
          {user ? (
            <Invite to={paths.inviteFriend}>
              <strong>{t('home.inviteFriend')}</strong>
              <span>{t('home.inviteReward')}</span>
            </Invite>
          ) : null}
        </Later>

        <Later>
          <Section
            id="home-popular"
            title={t('home.popular')}
            more={{ to: links.productSearch({ filter: 'popular' }), label: t('home.seeAll') }}
          >
            <QueryState query={popular} shape="tiles">
              {(body) => <ProductGrid products={body.table} />}
            </QueryState>
          </Section>
        </Later>
      </Column>
      {contentShown && popups.data?.table.length ? <Popups popups={popups.data.table} /> : null}
    </Screen>
  );
}

export { Home as Component };
