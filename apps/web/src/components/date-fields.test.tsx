import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { clickDay, pickDays, typeTime } from '../test/date-fields';
import { daysFromNow } from '../test/days';
import { renderWithProviders } from '../test/render';
import { setupUser } from '../test/user';
import { ClockField, DayField, DayRangeField, type DayRange } from './date-fields';

/** dd/mm/yyyy of a YYYY-MM-DD day, as English shows it. */
const english = (day: string) => day.split('-').reverse().join('/');
const range = () => screen.getByLabelText('Loading dates');
const day = () => screen.getByLabelText('Deadline');
/** The open calendar's arrow: there while the calendar is open. */
// jsdom lays nothing out, so Mantine's popover takes the field for scrolled away and hides the open calendar.
const nextMonth = () => screen.queryByRole('button', { name: 'Next month', hidden: true });

function RangeHarness({ onChange, minDate = daysFromNow(0) }: { onChange: (range: DayRange) => void; minDate?: string }) {
  const [range, setRange] = useState<DayRange>({ start: '', end: '' });
  return (
    <DayRangeField
      label="Loading dates"
      value={range}
      minDate={minDate}
      onChange={(next) => {
        setRange(next);
        onChange(next);
      }}
    />
  );
}

function DayHarness({ onChange }: { onChange: (day: string) => void }) {
  const [day, setDay] = useState('');
  return (
    <DayField
      label="Deadline"
      value={day}
      onChange={(next) => {
        setDay(next);
        onChange(next);
      }}
    />
  );
}

function ClockHarness({ onChange, error }: { onChange: (time: string) => void; error?: string }) {
  const [time, setTime] = useState('');
  return (
    <ClockField
      id="clock"
      error={error}
      label="From time"
      value={time}
      onChange={(next) => {
        setTime(next);
        onChange(next);
      }}
    />
  );
}

describe('date fields', () => {
  it('picks a range on one calendar that closes once both ends are picked', async () => {
    const onChange = vi.fn();
    const user = setupUser();
    renderWithProviders(<RangeHarness onChange={onChange} />);
    const start = daysFromNow(2);
    const end = daysFromNow(5);
    await user.click(range());
    await clickDay(start, user);
    // After the first end the calendar stays open for the second.
    expect(onChange).toHaveBeenLastCalledWith({ start, end: '' });
    expect(nextMonth()).not.toBeNull();
    await clickDay(end, user);
    expect(onChange).toHaveBeenLastCalledWith({ start, end });
    await waitFor(() => expect(nextMonth()).toBeNull());
    // Shown day first, as every other date of the English interface.
    expect(range().textContent).toBe(`${english(start)} – ${english(end)}`);
  });

  it('names the open calendar by the field label (an unnamed dialog fails axe)', async () => {
    renderWithProviders(<DayRangeField id="loading-dates" label="Loading dates" value={{ start: '', end: '' }} onChange={vi.fn()} />);
    await setupUser().click(range());
    await screen.findByRole('dialog', { name: 'Loading dates' });
  });

  it('takes the same day twice as a one-day range and names the button by its label', async () => {
    const onChange = vi.fn();
    const user = setupUser();
    renderWithProviders(<RangeHarness onChange={onChange} />);
    const one = daysFromNow(3);
    await pickDays(user, range(), one, one);
    expect(onChange).toHaveBeenLastCalledWith({ start: one, end: one });
    expect(screen.getByRole('button', { name: 'Loading dates' })).toHaveTextContent(`${english(one)} – ${english(one)}`);
  });

  it('offers no day before the minimum and opens on its month', async () => {
    // The 15th of a month some weeks ahead: the 14th before it is in the same month, whatever today is.
    const month = daysFromNow(40).slice(0, 8);
    const onChange = vi.fn();
    const user = setupUser();
    renderWithProviders(<RangeHarness onChange={onChange} minDate={`${month}15`} />);
    await user.click(range());
    await clickDay(`${month}14`, user);
    expect(onChange).not.toHaveBeenCalled();
    await clickDay(`${month}15`, user);
    expect(onChange).toHaveBeenLastCalledWith({ start: `${month}15`, end: '' });
  });

  it('reads a day typed as dd.mm.yyyy in German (3 November, not March 11) and shows it back so', async () => {
    const onChange = vi.fn();
    const user = setupUser();
    renderWithProviders(<DayHarness onChange={onChange} />, 'de');
    const input = day();
    expect(input).toHaveAttribute('placeholder', 'DD.MM.YYYY');
    await user.type(input, '03.11.2027');
    expect(onChange).toHaveBeenLastCalledWith('2027-11-03');
    await user.tab();
    expect(input).toHaveValue('03.11.2027');
  });

  it('names the clear buttons of a filled day and time, so a screen reader can say what they do', async () => {
    const user = setupUser();
    renderWithProviders(
      <>
        <DayHarness onChange={vi.fn()} />
        <ClockHarness onChange={vi.fn()} />
      </>,
    );
    await user.type(day(), '03/11/2027');
    await typeTime(user, screen.getByLabelText('From time'), '16:30');
    expect(screen.getByRole('button', { name: 'Clear the date' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clear the time' })).toBeVisible();
  });

  it('ignores a day that does not exist', async () => {
    const onChange = vi.fn();
    const user = setupUser();
    renderWithProviders(<DayHarness onChange={onChange} />, 'de');
    await user.type(day(), '31.02.2027');
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/\d/));
  });

  it('takes a time on the 24-hour clock with labelled hour and minute boxes, no AM/PM', async () => {
    const onChange = vi.fn();
    const user = setupUser();
    renderWithProviders(<ClockHarness onChange={onChange} />);
    // The label names the hours box, which carries the field's id (a failed save focuses it).
    const hours = screen.getByLabelText('From time');
    expect(hours).toHaveAttribute('id', 'clock');
    await typeTime(user, hours, '16:30');
    expect(onChange).toHaveBeenLastCalledWith('16:30');
    expect(screen.getByRole('spinbutton', { name: 'Minutes' })).toHaveValue('30');
    // The clock alone is on screen: no AM/PM box or text anywhere.
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.body).not.toHaveTextContent(/AM|PM/);
  });

  it('says what is wrong on the hours box a failed save focuses', () => {
    renderWithProviders(<ClockHarness onChange={vi.fn()} error="Enter a time" />);
    const hours = screen.getByLabelText('From time');
    expect(hours).toHaveAccessibleDescription('Enter a time');
    expect(hours).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks nothing invalid while the time is fine', () => {
    renderWithProviders(<ClockHarness onChange={vi.fn()} />);
    const hours = screen.getByLabelText('From time');
    expect(hours).not.toHaveAttribute('aria-invalid');
    expect(hours).not.toHaveAttribute('aria-describedby');
  });
});
