import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';

import { paths } from '../../config/paths';

const tabs = [
  { to: paths.home, label: 'tabs.home' },
  { to: paths.vouchers, label: 'tabs.wallet' },
  { to: paths.giftCard, label: 'tabs.customise' },
  { to: paths.notification, label: 'tabs.notifications' },
  { to: paths.profile, label: 'tabs.profile' },
] as const;

/** The five tab screens share the bottom tab bar; no other screen shows it (spec section 2). */
export function TabLayout() {
  const { t } = useTranslation();
  return (
    <>
      <Outlet />
      <nav aria-label={t('tabs.label')}>
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to}>
            {t(tab.label)}
          </NavLink>
        ))}
      </nav>
    </>
  );
}
