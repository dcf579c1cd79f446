import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@ugift/ui';

import { paths } from '../../../config/paths';
import { mutations, queries } from '../../../lib/api';
import { Screen } from '../../../lib/Screen';
import { QueryState } from '../../../lib/QueryState';
import { prefetch, type LoaderFactory } from '../../../lib/routing';
import { useAlert } from '../../../lib/useAlert';
import { Section, SectionTitle } from '../../../lib/Summary';
import { PushToggle } from '../components/PushToggle';
import { ReminderSettingsForm } from '../components/ReminderSettingsForm';
import { usePush } from '../hooks/usePush';
import { formOf, requestOf, type ReminderForm } from '../lib/reminder-settings';

/** /reminder-settings: which reminders reach the member, how, and in which zone (issue 24). */
export function ReminderSettingsScreen() {
  const { t } = useTranslation();
  const settings = useQuery(queries.profile.reminderSettings());
  const [form, setForm] = useState<ReminderForm>();
  const { alert, show } = useAlert();
  const push = usePush();
  const save = useMutation({
    ...mutations.profile.updateReminderSettings,
    onSuccess: async (body, ...rest) => {
      show({ title: t('schedule.settings.saved'), message: body.message });
      await mutations.profile.updateReminderSettings.onSuccess?.(body, ...rest);
    },
    onError: (error) =>
      show({ title: t('schedule.settings.failed'), message: error.message, variant: 'danger' }),
  });
  const loaded = settings.data?.table;
  const value = form ?? (loaded ? formOf(loaded) : undefined);
  return (
    <Screen
      title={t('schedule.settings.title')}
      back={paths.profile}
      muted
      footer={
        value ? (
          <Button fullWidth loading={save.isPending} onClick={() => save.mutate(requestOf(value))}>
            {t('schedule.settings.save')}
          </Button>
        ) : null
      }
    >
      <QueryState query={settings}>
        {(data) => (
          <ReminderSettingsForm
            settings={data.table}
            value={value ?? formOf(data.table)}
            onChange={setForm}
          />
        )}
      </QueryState>
      {/* Issue 45: push is one of the reminders' ways, so its switch is here too (and on /profile). */}
      <Section aria-labelledby="reminders-device">
        <SectionTitle id="reminders-device">{t('schedule.settings.device')}</SectionTitle>
        <PushToggle
          state={push.state}
          busy={push.busy}
          failed={push.failed}
          onChange={push.change}
        />
      </Section>
      {alert}
    </Screen>
  );
}

export const loader: LoaderFactory =
  ({ queryClient }) =>
  async () => {
    await prefetch(queryClient.ensureQueryData(queries.profile.reminderSettings()));
    return null;
  };

export { ReminderSettingsScreen as Component };
