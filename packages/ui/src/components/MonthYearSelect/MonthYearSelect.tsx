import { useId } from 'react';
import { styled } from 'styled-components';

import { useUiText } from '../../i18n/useUiText';

export interface MonthYear {
  /** 1..12 */
  month: number;
  year: number;
}

export interface MonthYearSelectProps {
  /** The chosen month, or null for all. */
  value: MonthYear | null;
  /** Called with the chosen month and year, or null for all. */
  onChange: (value: MonthYear | null) => void;
  /** Years offered, newest first (e.g. the last five). */
  years: number[];
  /** Offer an 'All' choice (value null). Default true. */
  allowAll?: boolean;
  /** Month labels (default: short month names of the interface language). */
  monthLabels?: string[];
  /** Accessible names (default from i18n). */
  monthLabel?: string;
  /** Accessible name of the year select (default from i18n 'monthYear.year'). */
  yearLabel?: string;
  /** The 'All' choice (default from i18n 'common.all'). */
  allLabel?: string;
}

const intlLocale: Record<string, string> = { eng: 'en', cn: 'zh-CN', jp: 'ja' };

/** Short month names in a language ('Jan' / '1月'). */
export function monthNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(intlLocale[language] ?? 'en', {
    month: 'short',
    timeZone: 'UTC',
  });
  return Array.from({ length: 12 }, (_, m) => format.format(new Date(Date.UTC(2000, m, 1))));
}

const Row = styled.div`
  display: flex;
  gap: var(--ug-space-space200);
`;

const Select = styled.select`
  flex: 1;
  min-height: calc(var(--ug-sizes-control-small) + var(--ug-space-space100));
  padding: 0 var(--ug-space-space300);
  border: var(--ug-sizes-border) solid var(--ug-colors-border);
  border-radius: var(--ug-radii-md);
  background: var(--ug-colors-surface);
  font-size: var(--ug-font-sizes-sm);
`;

/** Month and year dropdowns filtering order lists; 'All' clears the filter. */
export function MonthYearSelect({
  value,
  onChange,
  years,
  allowAll = true,
  monthLabels,
  monthLabel,
  yearLabel,
  allLabel,
}: MonthYearSelectProps) {
  const { t, language } = useUiText();
  const id = useId();
  const names = monthLabels ?? monthNames(language);
  const all = allLabel ?? t('common.all');
  const fallbackYear = years[0] ?? new Date().getFullYear();
  return (
    <Row role="group" aria-label={t('monthYear.label')}>
      <Select
        id={`${id}-month`}
        aria-label={monthLabel ?? t('monthYear.month')}
        value={value ? String(value.month) : ''}
        onChange={(event) => {
          const month = Number(event.target.value);
          onChange(month ? { month, year: value?.year ?? fallbackYear } : null);
        }}
      >
        {allowAll || !value ? <option value="">{all}</option> : null}
        {names.map((name, i) => (
          <option key={name} value={String(i + 1)}>
            {name}
          </option>
        ))}
      </Select>
      <Select
        id={`${id}-year`}
        aria-label={yearLabel ?? t('monthYear.year')}
        value={value ? String(value.year) : ''}
        onChange={(event) => {
          const year = Number(event.target.value);
          onChange(year ? { month: value?.month ?? 1, year } : null);
        }}
      >
        {allowAll || !value ? <option value="">{all}</option> : null}
        {years.map((year) => (
          <option key={year} value={String(year)}>
            {year}
          </option>
        ))}
      </Select>
    </Row>
  );
}
