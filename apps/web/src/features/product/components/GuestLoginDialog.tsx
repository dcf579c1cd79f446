import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { ConfirmDialog } from '@ugift/ui';

import { links } from '../../../config/paths';

/**
 * 'Welcome, please login to continue' with Login and Cancel (spec section 4: cart actions ask
 * guests to log in). Login carries this page as `from`, so the member comes back to it.
 */
export function GuestLoginDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('common.welcomeLogin')}
      confirmLabel={t('common.login')}
      cancelLabel={t('common.cancel')}
      onConfirm={() => navigate(links.login({ from: `${location.pathname}${location.search}` }))}
    />
  );
}
