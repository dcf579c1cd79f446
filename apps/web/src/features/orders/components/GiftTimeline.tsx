import type { Order, TimelineEventName } from '@ugift/api-client';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { Section, SectionTitle } from '../../../lib/Summary';
import { useLanguage } from '../../../lib/language';
import { formatWallTime, zoneName } from '../../../lib/zoned-time';

const Steps = styled.ol`
  margin: var(--ug-space-space200) 0 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $done: boolean }>`
  position: relative;
  display: flex;
  justify-content: space-between;
  gap: var(--ug-space-space300);
  padding: var(--ug-space-space200) 0 var(--ug-space-space200) var(--ug-space-space500);
  color: ${({ theme, $done }) => ($done ? theme.colors.text : theme.colors.textMuted)};
  &::before {
    content: '';
    position: absolute;
    left: 4px;
    top: 50%;
    width: 10px;
    height: 10px;
    margin-top: -5px;
    border-radius: 50%;
    background: ${({ theme, $done }) => ($done ? theme.colors.primary : theme.colors.border)};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: var(--ug-colors-text-muted);
  font-size: var(--ug-font-sizes-sm);
`;

/** The steps a delivered gift goes through, after 'sent' (and 'scheduled' while it waits). */
const LATER: TimelineEventName[] = ['delivered', 'opened', 'redeemed'];

/**
 * The sender's timeline of a gift: sent, (scheduled), delivered, opened, redeemed, with the
 * times in the sender's zone; the steps still to come are shown waiting.
 */
export function GiftTimeline({ timeline }: { timeline: NonNullable<Order['timeline']> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const seen = new Map(timeline.events.map((e) => [e.event, e.date]));
  const waiting = LATER.filter((event) => !seen.has(event));
  return (
    <Section aria-labelledby="gift-timeline">
      <SectionTitle id="gift-timeline">{t('schedule.timelineTitle')}</SectionTitle>
      <Muted>{t('schedule.timelineZone', { zone: zoneName(timeline.time_zone, language) })}</Muted>
      <Steps>
        {timeline.events.map((e) => (
          <Step key={e.event} $done>
            <span>{t(`schedule.events.${e.event}`)}</span>
            <time dateTime={e.date.replace(' ', 'T')}>{formatWallTime(e.date, language)}</time>
          </Step>
        ))}
        {waiting.map((event) => (
          <Step key={event} $done={false}>
            <span>{t(`schedule.waiting.${event as 'delivered' | 'opened' | 'redeemed'}`)}</span>
          </Step>
        ))}
      </Steps>
    </Section>
  );
}
