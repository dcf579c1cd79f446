import type { ReminderSettings } from '@ugift/api-client';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { Checkbox } from '@ugift/ui';

import { SelectField } from '../../../lib/SelectField';
import { Section, SectionTitle } from '../../../lib/Summary';
import { useLanguage } from '../../../lib/language';
import { zoneChoices } from '../../../lib/time-zones';
import { zoneName } from '../../../lib/zoned-time';
import type { ReminderForm } from '../lib/reminder-settings';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space200);
`;

const Muted = styled.p`
  margin: 0;
  color: var(--ug-colors-text-muted);
  font-size: var(--ug-font-sizes-sm);
`;

export interface ReminderSettingsFormProps {
  settings: ReminderSettings;
  value: ReminderForm;
  onChange: (value: ReminderForm) => void;
}

/**
 * Which reminders, by which channels, in which zone (named in the member's language, the IANA id
 * only as the value); quiet hours said in words.
 */
export function ReminderSettingsForm({ settings, value, onChange }: ReminderSettingsFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const box = (key: Exclude<keyof ReminderForm, 'zone'>, label: string) => (
    <Checkbox
      label={label}
      checked={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.target.checked })}
    />
  );
  const ownZone = settings.zone_chosen === '1' ? undefined : settings.time_zone;
  return (
    <>
      <Section aria-labelledby="reminders-which">
        <SectionTitle id="reminders-which">{t('schedule.settings.reminders')}</SectionTitle>
        <Fields>
          {box('unopenedGift', t('schedule.settings.unopenedGift'))}
          {box('voucherExpiry', t('schedule.settings.voucherExpiry'))}
        </Fields>
      </Section>
      <Section aria-labelledby="reminders-how">
        <SectionTitle id="reminders-how">{t('schedule.settings.channels')}</SectionTitle>
        <Fields>
          {box('inApp', t('schedule.settings.inApp'))}
          {box('sms', t('schedule.settings.sms'))}
          {box('push', t('schedule.settings.push'))}
        </Fields>
      </Section>
      <Section aria-labelledby="reminders-zone">
        <SectionTitle id="reminders-zone">{t('schedule.settings.zone')}</SectionTitle>
        <Fields>
          <SelectField
            label={t('schedule.settings.zone')}
            value={value.zone}
            onChange={(event) => onChange({ ...value, zone: event.target.value })}
          >
            <option value="">
              {t('schedule.settings.countryZone', {
                zone: zoneName(ownZone ?? settings.time_zone, language),
              })}
            </option>
            {/* The zone the member is in now (chosen, or their country's) opens the list. */}
            {zoneChoices(language, value.zone || settings.time_zone).map((zone) => (
              <option key={zone.id} value={zone.id}>
                {zone.label}
              </option>
            ))}
          </SelectField>
          <Muted>
            {t('schedule.settings.quiet', {
              from: settings.quiet_from,
              until: settings.quiet_until,
            })}
          </Muted>
        </Fields>
      </Section>
    </>
  );
}
