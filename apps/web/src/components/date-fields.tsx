import { DateInput, DatePickerInput, TimePicker, type CalendarAriaLabels, type DateValue } from '@mantine/dates';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateInputFormat, parseDay } from '../lib/format/dates';
import { useUiLanguage } from '../lib/i18n';
import classes from './date-fields.module.css';

/**
 * The date and time fields of every form (issue 13): Mantine's pickers in the interface language,
 * days shown as the formatter shows them (dd.mm.yyyy …), times on the 24-hour clock (§3). Values stay
 * the API's strings (YYYY-MM-DD, HH:MM, '' when empty), so whichever form state holds them sends the
 * same body as before.
 */

type FieldProps = {
  label: string;
  error?: ReactNode;
  /** The id of the focusable control, so a failed save can focus the field. */
  id?: string;
  required?: boolean;
  'data-testid'?: string;
};

/** A day range: both ends as YYYY-MM-DD, '' while not picked. */
export type DayRange = { start: string; end: string };

/** A picked day as the API's YYYY-MM-DD ('' for none); Mantine answers strings, older callers may hand Dates. */
const toDay = (value: DateValue): string => {
  if (!value) return '';
  return typeof value === 'string' ? value.slice(0, 10) : dayjs(value).format('YYYY-MM-DD');
};

/**
 * The calendar popover's props: named by the field's label (Mantine names it after its own target id,
 * which our `id` on the field replaces, leaving the dialog unnamed: axe aria-dialog-name).
 */
const calendarPopover = (id: string | undefined) => (id ? { id: `${id}-label` } : undefined);

/** Names for the calendar's arrows and level buttons: unnamed buttons fail axe. */
function useCalendarLabels(): CalendarAriaLabels {
  const { t } = useTranslation();
  return {
    nextMonth: t('dates.nextMonth'),
    previousMonth: t('dates.previousMonth'),
    nextYear: t('dates.nextYear'),
    previousYear: t('dates.previousYear'),
    nextDecade: t('dates.nextDecade'),
    previousDecade: t('dates.previousDecade'),
    monthLevelControl: t('dates.chooseMonth'),
    yearLevelControl: t('dates.chooseYear'),
  };
}

type DayRangeProps = FieldProps & {
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** The earliest day offered (YYYY-MM-DD); the shared rule still decides what is valid. */
  minDate?: string;
};

/**
 * A range picked on one calendar: the first click is the start, the second the end, and the calendar
 * closes once both are picked (Mantine's `closeOnChange`). A one-day range is the same day twice.
 */
export function DayRangeField({ label, error, id, required, value, onChange, minDate, ...rest }: DayRangeProps) {
  const language = useUiLanguage();
  return (
    <DatePickerInput
      type="range"
      id={id}
      label={label}
      withAsterisk={required}
      error={error}
      value={[value.start || null, value.end || null]}
      onChange={([start, end]) => onChange({ start: toDay(start), end: toDay(end) })}
      valueFormat={dateInputFormat(language)}
      minDate={minDate}
      allowSingleDateInRange
      closeOnChange
      ariaLabels={useCalendarLabels()}
      popoverProps={calendarPopover(id)}
      classNames={{ day: classes.day }}
      data-testid={rest['data-testid']}
    />
  );
}

type DayProps = FieldProps & {
  value: string;
  onChange: (day: string) => void;
  minDate?: string;
  maxDate?: string;
};

/** One day, typed in the interface language's pattern (dd.mm.yyyy …) or picked on the calendar. */
export function DayField({ label, error, id, required, value, onChange, minDate, maxDate, ...rest }: DayProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const format = dateInputFormat(language);
  return (
    <DateInput
      id={id}
      label={label}
      withAsterisk={required}
      error={error}
      value={value || null}
      onChange={(day) => onChange(toDay(day))}
      valueFormat={format}
      placeholder={format}
      // Day first whatever the browser thinks: "03.11.2026" is 3 November.
      dateParser={(text) => parseDay(text, language)}
      minDate={minDate}
      maxDate={maxDate}
      clearable={!required}
      clearButtonProps={{ 'aria-label': t('dates.clearDay') }}
      ariaLabels={useCalendarLabels()}
      popoverProps={calendarPopover(id)}
      classNames={{ day: classes.day }}
      data-testid={rest['data-testid']}
    />
  );
}

type ClockProps = FieldProps & {
  /** HH:MM on the 24-hour clock, '' when empty. */
  value: string;
  onChange: (time: string) => void;
};

/** A time of day as hours and minutes on the 24-hour clock in every language (§3): no AM/PM. */
export function ClockField({ label, error, id, required, value, onChange, ...rest }: ClockProps) {
  const { t } = useTranslation();
  return (
    <TimePicker
      label={label}
      withAsterisk={required}
      error={error}
      format="24h"
      value={value}
      onChange={onChange}
      clearable
      clearButtonProps={{ 'aria-label': t('dates.clearTime') }}
      hoursInputLabel={t('dates.hours')}
      minutesInputLabel={t('dates.minutes')}
      // The hours box carries the id: the label points at it and a failed save focuses it. Mantine ties the
      // error to the box around hours and minutes, so the hours box names it too, or a screen reader on
      // the focused field would not say what is wrong.
      {...(id
        ? {
            hoursInputProps: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined },
            labelProps: { htmlFor: id },
            errorProps: { id: `${id}-error` },
          }
        : {})}
      data-testid={rest['data-testid']}
    />
  );
}
