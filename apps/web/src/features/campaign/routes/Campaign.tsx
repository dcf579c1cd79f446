import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';

import { Button, ConfirmDialog, ImageWithFallback, Modal, ProgressBar } from '@ugift/ui';

import { prefetchById } from '../../../lib/routing';
import { links } from '../../../config/paths';
import { mutations, queries } from '../../../lib/api';
import { HtmlContent } from '../../../lib/HtmlContent';
import { Screen } from '../../../lib/Screen';
import { useAlert } from '../../../lib/useAlert';
import { useStoredUser } from '../../../lib/session';
import { Loading } from '../../../lib/QueryState';
import { canShowRedeem, rewardTarget } from '../lib/reward';

/** The campaign loads with the screen; a failed fetch is silent (spec section 8). */
export const loader = prefetchById((id) => queries.frontend.campaign(id));

const Hero = styled.div`
  aspect-ratio: 12 / 5;
  background: var(--ug-colors-surface-muted);
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
  gap: var(--ug-space-space400);
  padding: var(--ug-space-space400);
  h2 {
    margin: 0;
    font-size: var(--ug-font-sizes-xl);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space300);
  padding: var(--ug-space-space400);
  border-top: var(--ug-sizes-border) solid var(--ug-colors-border-subtle);
`;

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
  const { show: showAlert, alert } = useAlert();

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
          showAlert({
            title: t('campaign.redeemed'),
            message: body.message,
            onClose: () => navigate(rewardTarget(table.reward_type, body.product_id)),
          }),
        onError: (error) =>
          showAlert({
            title: t('campaign.redeemFailed'),
            message: error.message,
            variant: 'danger',
          }),
      },
    );
  };

  let body = null;
  if (campaign.isLoading) body = <Loading />;
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
          <HtmlContent html={table.description} />
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
              <HtmlContent html={table.terms_and_conditions} />
            </Modal.Body>
          </Modal.Content>
        </Modal.Root>
      </>
    );
  }

  return (
    <Screen bare title={t('campaign.title')}>
      {body}
      <ConfirmDialog
        open={loginOpen}
        onOpenChange={setLoginOpen}
        title={t('common.welcomeLogin')}
        confirmLabel={t('common.login')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => navigate(links.login({ from: links.campaign(id) }))}
      />
      {alert}
    </Screen>
  );
}

export { Campaign as Component };
