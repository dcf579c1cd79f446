import { queries } from '../../../lib/api';

/** The home lists of spec section 7, for one country and (when signed in) one member. */
export function homeQueries(countryId: string, memberId: string | null) {
  const member = memberId ? { member_id: memberId } : {};
  return {
    banners: queries.frontend.banners({ order_by: 'ASC', filter_by_country_id: countryId }),
    popups: queries.frontend.popups({
      order_by: 'ASC',
      filter_by_country_id: countryId,
      ...member,
    }),
    giftcards: queries.giftcards.list({ limit: 5, filter_by_country_id: countryId }),
    categories: queries.products.categories({ limit: 2, filter_by_country_id: countryId }),
    popular: queries.products.list({
      order_by: 'POPULAR',
      limit: 5,
      filter_by_country_id: countryId,
      ...member,
    }),
  };
}
