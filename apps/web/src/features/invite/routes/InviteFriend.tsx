import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useHref } from 'react-router';
import styled from 'styled-components';

import { INVITE_CAMPAIGN_ID, type Campaign } from '@ugift/api-client';
import { Badge, Button, Icon, ProgressBar, toPercent, useToast } from '@ugift/ui';

import { prefetch, type LoaderFactory } from '../../../lib/routing';
import { paths, withQuery } from '../../../config/paths';
import { queries } from '../../../lib/api';
import { copyText } from '../../../lib/clipboard';
import { formatDate } from '../../../lib/dayjs';
import { HtmlContent } from '../../../lib/HtmlContent';
import { LoginToContinue } from '../../../lib/LoginToContinue';
import { memberName } from '../../../lib/member-name';
import { LoadError, Loading } from '../../../lib/QueryState';
import { Screen } from '../../../lib/Screen';
import { isSignedIn, useStoredUser } from '../../../lib/session';
import { Section } from '../../../lib/Summary';

/** The invite campaign (id 25) and the member's referral code load with the screen. */
export const loader: LoaderFactory =
  ({ queryClient }) =>
  async () => {
    if (!isSignedIn()) return null;
    await Promise.all([
      prefetch(queryClient.ensureQueryData(queries.frontend.campaign(INVITE_CAMPAIGN_ID))),
      prefetch(queryClient.ensureQueryData(queries.profile.detail())),
    ]);
    return null;
  };

/** The claim date: the api sends YYYY-MM-DD HH:mm:ss, older data a bare DD/MM/YYYY. */
function claimDate(value: string, language: string): string {
  const full = /^\d{2}\/\d{2}\/\d{4}$/.test(value) ? `${value} 00:00:00` : value;
  return formatDate(full, language) || value;
}

/** A child campaign is complete at 100 percent or more (spec section 9). */
export const isComplete = (progress: number) => progress >= 100;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space400);
  padding: var(--ug-space-space400);
`;

/** A white section whose headings (h2, h3) are the sections' small titles. */
const Card = styled(Section)`
  h2,
  h3 {
    margin: 0;
    font-size: var(--ug-font-sizes-md);
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--ug-space-space200);
  color: var(--ug-colors-text-muted);
  font-size: var(--ug-font-sizes-sm);
`;

const Code = styled.p`
  margin: 0;
  font-family: var(--ug-fonts-mono);
  font-size: var(--ug-font-sizes-xxl);
  font-weight: var(--ug-font-weights-bold);
  letter-spacing: var(--ug-space-space50);
  text-align: center;
`;

function ChildCampaign({ child }: { child: Campaign['child_campaign'][number] }) {
  const { t, i18n } = useTranslation();
  const percent = toPercent(child.campaign_progress);
  return (
    <Card aria-label={child.name}>
      <Row>
        <h3>{child.name}</h3>
        {isComplete(child.campaign_progress) ? (
          <Badge variant="success">{t('invite.completed')}</Badge>
        ) : null}
      </Row>
      {isComplete(child.campaign_progress) ? null : (
        <ProgressBar value={child.campaign_progress} label={child.name} showPercentage={false} />
      )}
      <Row>
        <strong>{t('invite.points')}</strong>
        {child.is_redeemed ? (
          <span>
            {t('invite.claimed', {
              date: claimDate(child.is_redeemed_date, i18n.language),
            })}
          </span>
        ) : (
          <span>{`${percent}%`}</span>
        )}
      </Row>
    </Card>
  );
}

function ReferralCard({ name, code }: { name: string; code: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const registerPath = useHref(withQuery(paths.register, { referral: code }));
  const link = `${window.location.origin}${registerPath}`;
  const message = t('invite.message', { name, code, link });

  const copy = async () => {
    try {
      await copyText(message);
      toast.show(t('invite.copied'));
    } catch {
      toast.show(t('invite.copyFailed'), { variant: 'danger' });
    }
  };

  return (
    <Card aria-labelledby="invite-referral">
      <h2 id="invite-referral">{t('invite.referralCode')}</h2>
      <Code>{code}</Code>
      <Button fullWidth icon={<Icon name="copy" />} onClick={() => void copy()}>
        {t('invite.copy')}
      </Button>
    </Card>
  );
}

export function InviteFriend() {
  const { t } = useTranslation();
  const user = useStoredUser();
  const campaign = useQuery({
    ...queries.frontend.campaign(INVITE_CAMPAIGN_ID),
    enabled: user !== null,
  });
  const profile = useQuery({ ...queries.profile.detail(), enabled: user !== null });

  let body;
  if (!user) {
    body = <LoginToContinue />;
  } else if (campaign.isPending || profile.isPending) {
    body = <Loading />;
  } else {
    const table = campaign.data?.table;
    const member = profile.data?.table;
    const name = memberName(member);
    body = (
      <Content>
        {table ? (
          <Card aria-labelledby="invite-campaign">
            <h2 id="invite-campaign">{table.name}</h2>
            <HtmlContent html={table.description} />
          </Card>
        ) : null}
        {table?.child_campaign.map((child) => (
          <ChildCampaign key={child.name} child={child} />
        ))}
        {member?.referral_code ? <ReferralCard name={name} code={member.referral_code} /> : null}
        {!table && !member ? (
          <LoadError
            onRetry={() => {
              void campaign.refetch();
              void profile.refetch();
            }}
          />
        ) : null}
      </Content>
    );
  }

  return (
    <Screen bare muted title={t('invite.title')}>
      {body}
    </Screen>
  );
}

export { InviteFriend as Component };
