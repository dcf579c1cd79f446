import { useMutation } from '@tanstack/react-query';
import type { Order } from '@ugift/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { Button, ConfirmDialog, Modal, ModalBody, ModalFooter } from '@ugift/ui';

import { mutations } from '../../../lib/api';
import { Section, SectionTitle, SummaryRows } from '../../../lib/Summary';
import { useLanguage } from '../../../lib/language';
import { contentLanguageKey } from '../../../lib/languages';
import { formatZonedTime } from '../../../lib/zoned-time';
import { choiceOf, scheduleFields, type ScheduleChoice } from '../lib/schedule';
import { SchedulePicker } from './SchedulePicker';

const Actions = styled.div`
  display: flex;
  gap: var(--ug-space-space200);
  margin-top: var(--ug-space-space300);
`;

export interface ScheduleSectionProps {
  orderId: string;
  schedule: NonNullable<Order['schedule']>;
  /** Tells the screen's alert what happened. */
  onDone: (title: string, message: string, failed?: boolean) => void;
}

/**
 * A Scheduled gift, for its sender: when it arrives where the recipient is and in the sender's
 * own time, with Change time and Cancel schedule until it is delivered.
 */
export function ScheduleSection({ orderId, schedule, onDone }: ScheduleSectionProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [editing, setEditing] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [choice, setChoice] = useState<ScheduleChoice>(() => choiceOf(schedule));
  const [error, setError] = useState<string>();
  const change = useMutation({
    ...mutations.order.changeSchedule,
    onSuccess: async (body, ...rest) => {
      setEditing(false);
      // The api's message names the zone by its id: the new time is told in the member's words.
      const zone = choice.zone || schedule.time_zone;
      onDone(
        t('schedule.changed'),
        t('schedule.arrivesOn', {
          when: formatZonedTime(`${choice.date} ${choice.time}`, zone, language),
        }),
      );
      await mutations.order.changeSchedule.onSuccess?.(body, ...rest);
    },
    onError: (failure) => setError(failure.message),
  });
  const cancel = useMutation({
    ...mutations.order.cancelSchedule,
    onSuccess: async (body, ...rest) => {
      setConfirmCancel(false);
      onDone(t('schedule.cancelled'), body.message);
      await mutations.order.cancelSchedule.onSuccess?.(body, ...rest);
    },
    onError: (failure) => {
      setConfirmCancel(false);
      onDone(t('schedule.failed'), failure.message, true);
    },
  });
  const save = () => {
    const fields = scheduleFields(choice);
    if (fields === 'incomplete' || !fields.schedule_date || !fields.schedule_time) {
      setError(t('schedule.needDateTime'));
      return;
    }
    setError(undefined);
    change.mutate({
      order_id: orderId,
      schedule_date: fields.schedule_date,
      schedule_time: fields.schedule_time,
      schedule_zone: choice.zone || schedule.time_zone,
      // The api's answers (a time the clocks skip) in the member's language.
      language: contentLanguageKey[language],
    });
  };
  return (
    <Section aria-labelledby="order-schedule">
      <SectionTitle id="order-schedule">{t('schedule.scheduledTitle')}</SectionTitle>
      <SummaryRows
        rows={[
          {
            label: t('schedule.arrives'),
            value: formatZonedTime(schedule.date_time, schedule.time_zone, language),
            strong: true,
          },
          {
            label: t('schedule.yourTime'),
            value: formatZonedTime(schedule.sender_date_time, schedule.sender_time_zone, language),
          },
        ]}
      />
      <Actions>
        <Button variant="secondary" size="sm" onClick={() => setConfirmCancel(true)}>
          {t('schedule.cancel')}
        </Button>
        <Button
          size="sm"
          onClick={() => {
            setChoice(choiceOf(schedule));
            setError(undefined);
            setEditing(true);
          }}
        >
          {t('schedule.change')}
        </Button>
      </Actions>
      <Modal.Root open={editing} onOpenChange={setEditing}>
        <Modal.Content title={t('schedule.change')}>
          <ModalBody>
            <SchedulePicker value={choice} onChange={setChoice} allowNow={false} error={error} />
          </ModalBody>
          <ModalFooter>
            <Button fullWidth loading={change.isPending} onClick={save}>
              {t('schedule.save')}
            </Button>
          </ModalFooter>
        </Modal.Content>
      </Modal.Root>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={t('schedule.cancel')}
        message={t('schedule.cancelConfirm')}
        confirmLabel={t('schedule.yes')}
        cancelLabel={t('schedule.no')}
        variant="danger"
        loading={cancel.isPending}
        onConfirm={() => cancel.mutate({ order_id: orderId })}
      />
    </Section>
  );
}
