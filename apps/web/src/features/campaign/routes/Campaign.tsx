import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';

import {
  AlertDialog,
  Button,
  ConfirmDialog,
  ImageWithFallback,
  Modal,
  Preloader,
  ProgressBar,
  TopBar,
} from '@ugift/ui';

import type { LoaderFactory } from '../../../app/router';
import { paths } from '../../../config/paths';
import { mutations, queries } from '../../../lib/api';
import { useStoredUser } from '../../../lib/session';
import { canShowRedeem, rewardTarget } from '../lib/reward';
import { sanitizeHtml } from '../lib/sanitize';

/** The campaign loads with the screen; a failed fetch is silent (spec section 8). */
export const loader: LoaderFactory =
  ({ queryClient }) =>
  async ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    if (id) await queryClient.ensureQueryData(queries.frontend.campaign(id)).catch(() => null);
    return null;
  };

const Column = styled.main`
  display: flex;
  flex-direction: column;
  max-width: ${({ theme }) => theme.layout.columnMaxWidth}px;
  min-height: 100vh;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.surface};
`;

const Hero = styled.div`
  aspect-ratio: 12 / 5;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Content = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space400}px;
  padding: ${({ theme }) => theme.space.space400}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl}px;
  }
`;

const Html = styled.div`
  line-height: ${({ theme }) => theme.lineHeights.normal};
  p {
    margin: 0 0 ${({ theme }) => theme.space.space200}px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space300}px;
  padding: ${({ theme }) => theme.space.space400}px;
  border-top: ${({ theme }) => theme.sizes.border}px solid
    ${({ theme }) => theme.colors.borderSubtle};
`;

interface Alert {
  title: string;
  message?: string;
  variant?: 'danger';
  onClose?: () => void;
}

export function Campaign() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useStoredUser();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const campaign = useQuery({ ...queries.frontend.campaign(id), enabled: id !== '' });
  const redeem = useMutation(mutations.frontend.redeemCampaignReward);
  const [termsOpen, setTermsOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const [alert, setAlert] = useState<Alert | null>(null);

  const table = campaign.data?.table;

  const onRedeem = () => {
    if (!table) return;
    if (!user) {
      setLoginOpen(true);
      return;
    }
    redeem.mutate(
      { campaign_id: id },
      {
        onSuccess: (body) =>
          setAlert({
            title: t('campaign.redeemed'),
            message: body.message,
            onClose: () => navigate(rewardTarget(table.reward_type, body.product_id)),
          }),
        onError: (error) =>
          setAlert({
            title: t('campaign.redeemFailed'),
            message: error.message,
            variant: 'danger',
          }),
      },
    );
  };

  let body = null;
  if (campaign.isLoading) body = <Preloader />;
  else if (table) {
    body = (
      <>
        <Hero>
          <ImageWithFallback src={table.image} alt={table.name} />
        </Hero>
        <Content>
          {table.campaign_type === 'task_based' && table.campaign_progress ? (
            <ProgressBar
              value={table.campaign_progress.percentage}
              message={table.campaign_progress.campaign_progress_message}
              label={t('campaign.progress')}
            />
          ) : null}
          <h2>{table.name}</h2>
          <Html dangerouslySetInnerHTML={{ __html: sanitizeHtml(table.description) }} />
        </Content>
        <Actions>
          {table.terms_and_conditions ? (
            <Button variant="link" onClick={() => setTermsOpen(true)}>
              {t('common.termsAndConditions')}
            </Button>
          ) : null}
          {canShowRedeem(table) ? (
            <Button
              fullWidth
              disabled={table.is_redeemed}
              loading={redeem.isPending}
              onClick={onRedeem}
            >
              {table.is_redeemed ? t('campaign.redeemedLabel') : t('campaign.redeem')}
            </Button>
          ) : null}
        </Actions>
        <Modal.Root open={termsOpen} onOpenChange={setTermsOpen}>
          <Modal.Content title={t('common.termsAndConditions')}>
            <Modal.Body>
              <Html
                dangerouslySetInnerHTML={{ __html: sanitizeHtml(table.terms_and_conditions) }}
              />
            </Modal.Body>
          </Modal.Content>
        </Modal.Root>
      </>
    );
  }

  return (
    <Column>
      <TopBar title={t('campaign.title')} onBack={() => navigate(-1)} />
      {body}
      <ConfirmDialog
        open={loginOpen}
        onOpenChange={setLoginOpen}
        title={t('common.welcomeLogin')}
        confirmLabel={t('common.login')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => navigate(paths.login)}
      />
      <AlertDialog
        open={alert !== null}
        onOpenChange={(open) => {
          if (!open) setAlert(null);
        }}
        title={alert?.title ?? ''}
        message={alert?.message}
        variant={alert?.variant}
        onClose={alert?.onClose}
      />
    </Column>
  );
}

export { Campaign as Component };
