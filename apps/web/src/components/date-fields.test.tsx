import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { clickDay, pickDayRange, typeClock } from '../test/date-fields';
import { daysFromNow } from '../test/days';
import { renderWithProviders } from '../test/render';
import { ClockField, DayField, DayRangeField, type DayRange } from './date-fields';

/** dd/mm/yyyy of a YYYY-MM-DD day, as English shows it. */
const english = (day: string) => day.split('-').reverse().join('/');

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
      data-testid="range"
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
      data-testid="day"
    />
  );
}

function ClockHarness({ onChange }: { onChange: (time: string) => void }) {
  const [time, setTime] = useState('');
  return (
    <ClockField
      id="clock"
      label="From time"
      value={time}
      onChange={(next) => {
        setTime(next);
        onChange(next);
      }}
      data-testid="clock"
    />
  );
}

describe('date fields', () => {
  it('picks a range on one calendar that closes once both ends are picked', async () => {
    const onChange = vi.fn();
    renderWithProviders(<RangeHarness onChange={onChange} />);
    const start = daysFromNow(2);
    const end = daysFromNow(5);
    fireEvent.click(screen.getByTestId('range'));
    await clickDay(start);
    // After the first end the calendar stays open for the second.
    expect(onChange).toHaveBeenLastCalledWith({ start, end: '' });
    expect(document.querySelector('button[aria-label="Next month"]')).not.toBeNull();
    await clickDay(end);
    expect(onChange).toHaveBeenLastCalledWith({ start, end });
    await waitFor(() => expect(document.querySelector('button[aria-label="Next month"]')).toBeNull());
    // Shown day first, as every other date of the English interface.
    expect(screen.getByTestId('range').textContent).toBe(`${english(start)} – ${english(end)}`);
  });

  it('names the open calendar by the field label (an unnamed dialog fails axe)', async () => {
    renderWithProviders(
      <DayRangeField id="loading-dates" label="Loading dates" value={{ start: '', end: '' }} onChange={vi.fn()} data-testid="named" />,
    );
    fireEvent.click(screen.getByTestId('named'));
    await screen.findByRole('dialog', { name: 'Loading dates' });
  });

  it('takes the same day twice as a one-day range and names the button by its label', async () => {
    const onChange = vi.fn();
    renderWithProviders(<RangeHarness onChange={onChange} />);
    const day = daysFromNow(3);
    await pickDayRange('range', day, day);
    expect(onChange).toHaveBeenLastCalledWith({ start: day, end: day });
    expect(screen.getByLabelText('Loading dates')).toBe(screen.getByTestId('range'));
  });

  it('offers no day before the minimum and opens on its month', async () => {
    // The 15th of a month some weeks ahead: the 14th before it is in the same month, whatever today is.
    const month = daysFromNow(40).slice(0, 8);
    const onChange = vi.fn();
    renderWithProviders(<RangeHarness onChange={onChange} minDate={`${month}15`} />);
    fireEvent.click(screen.getByTestId('range'));
    await clickDay(`${month}14`);
    expect(onChange).not.toHaveBeenCalled();
    await clickDay(`${month}15`);
    expect(onChange).toHaveBeenLastCalledWith({ start: `${month}15`, end: '' });
  });

  it('reads a day typed as dd.mm.yyyy in German (3 November, not March 11) and shows it back so', () => {
    const onChange = vi.fn();
    renderWithProviders(<DayHarness onChange={onChange} />, 'de');
    const input = screen.getByTestId('day') as HTMLInputElement;
    expect(input.placeholder).toBe('DD.MM.YYYY');
    fireEvent.change(input, { target: { value: '03.11.2027' } });
    expect(onChange).toHaveBeenLastCalledWith('2027-11-03');
    fireEvent.blur(input);
    expect(input.value).toBe('03.11.2027');
  });

  it('names the clear buttons of a filled day and time, so a screen reader can say what they do', () => {
    renderWithProviders(
      <>
        <DayHarness onChange={vi.fn()} />
        <ClockHarness onChange={vi.fn()} />
      </>,
    );
    fireEvent.change(screen.getByTestId('day'), { target: { value: '03/11/2027' } });
    typeClock('clock', '16:30');
    expect(screen.getByRole('button', { name: 'Clear the date' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clear the time' })).toBeVisible();
  });

  it('ignores a day that does not exist', () => {
    const onChange = vi.fn();
    renderWithProviders(<DayHarness onChange={onChange} />, 'de');
    fireEvent.change(screen.getByTestId('day'), { target: { value: '31.02.2027' } });
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/\d/));
  });

  it('takes a time on the 24-hour clock with labelled hour and minute boxes, no AM/PM', () => {
    const onChange = vi.fn();
    renderWithProviders(<ClockHarness onChange={onChange} />);
    typeClock('clock', '16:30');
    expect(onChange).toHaveBeenLastCalledWith('16:30');
    const field = screen.getByTestId('clock');
    expect(within(field).queryByRole('combobox')).toBeNull();
    expect(field.textContent).not.toMatch(/AM|PM/);
    // The label names the hours box, which carries the field's id (a failed save focuses it).
    expect(screen.getByLabelText('From time')).toBe(document.getElementById('clock'));
  });
});
