import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { Radio, TextField } from '@ugift/ui';

import { SelectField } from '../../../lib/SelectField';
import { useLanguage } from '../../../lib/language';
import { zoneOptions } from '../../../lib/time-zones';
import { formatWallTime, formatZonedTime, zoneName } from '../../../lib/zoned-time';
import type { ScheduleChoice } from '../lib/schedule';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space200);
  margin: var(--ug-space-space300) 0 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: var(--ug-space-space100);
    font-weight: 600;
  }
`;

const Modes = styled.div`
  display: flex;
  gap: var(--ug-space-space400);
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: var(--ug-space-space200);
`;

const Hint = styled.p`
  margin: 0;
  color: var(--ug-colors-text-muted);
  font-size: var(--ug-font-sizes-sm);
`;

const ErrorText = styled.p`
  margin: 0;
  color: var(--ug-colors-danger);
  font-size: var(--ug-font-sizes-sm);
`;

export interface SchedulePickerProps {
  value: ScheduleChoice;
  onChange: (value: ScheduleChoice) => void;
  /** Whether 'Send now' is offered (not when changing a schedule). */
  allowNow?: boolean;
  /** An error to show under the fields (e.g. no date chosen). */
  error?: string | undefined;
  /** The first day the date input offers (YYYY-MM-DD). */
  minDate?: string;
  /** The recipient's own zone (IANA), named in the default option when known. */
  recipientZone?: string | undefined;
}

/**
 * 'Send now' or 'Schedule': a date and a time in the recipient's zone (their own by default,
 * or one chosen from the list).
 */
export function SchedulePicker({
  value,
  onChange,
  allowNow = true,
  error,
  minDate,
  recipientZone,
}: SchedulePickerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const set = (patch: Partial<ScheduleChoice>) => onChange({ ...value, ...patch });
  // The error is about the date and time (none chosen, or one the api refuses): it marks both
  // invalid and describes them, as the kit's field pattern does for a field's own message.
  const errorId = useId();
  // The date and time inputs follow the browser's locale, not the member's language: the choice
  // is repeated under them in the member's language and format, with the zone's name.
  const zone = value.zone || recipientZone;
  const wall = `${value.date} ${value.time}`;
  const chosen =
    value.date && value.time
      ? zone
        ? formatZonedTime(wall, zone, language)
        : formatWallTime(wall, language)
      : null;
  const invalid = error
    ? ({ 'aria-invalid': true, 'aria-describedby': errorId } as const)
    : ({} as const);
  return (
    <Fieldset>
      <legend>{t('schedule.when')}</legend>
      {allowNow ? (
        <Modes>
          <Radio
            name="schedule-mode"
            label={t('schedule.sendNow')}
            checked={value.mode === 'now'}
            onChange={() => set({ mode: 'now' })}
          />
          <Radio
            name="schedule-mode"
            label={t('schedule.scheduleLater')}
            checked={value.mode === 'later'}
            onChange={() => set({ mode: 'later' })}
          />
        </Modes>
      ) : null}
      {value.mode === 'later' ? (
        <>
          <Pair>
            <TextField
              type="date"
              label={t('schedule.date')}
              value={value.date}
              min={minDate}
              onChange={(event) => set({ date: event.target.value })}
              {...invalid}
            />
            <TextField
              type="time"
              label={t('schedule.time')}
              value={value.time}
              onChange={(event) => set({ time: event.target.value })}
              {...invalid}
            />
          </Pair>
          <SelectField
            label={t('schedule.zone')}
            value={value.zone}
            onChange={(event) => set({ zone: event.target.value })}
          >
            {allowNow ? (
              <option value="">
                {recipientZone
                  ? t('schedule.recipientZoneNamed', { zone: zoneName(recipientZone, language) })
                  : t('schedule.recipientZone')}
              </option>
            ) : null}
            {zoneOptions(value.zone || undefined).map((zone) => (
              <option key={zone} value={zone}>
                {zoneName(zone, language)}
              </option>
            ))}
          </SelectField>
          {chosen ? <Hint>{t('schedule.chosen', { when: chosen })}</Hint> : null}
          <Hint>{t('schedule.zoneHint')}</Hint>
        </>
      ) : null}
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Fieldset>
  );
}
