import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import hu from '../locales/hu.json';
import ro from '../locales/ro.json';
import { renderWithProviders } from '../test/render';
import { setupUser } from '../test/user';
import { HALF_HOURS, TimeWindowField, type TimeWindow } from './time-window-field';

const catalogues = { en, de, ro, hu, fr };

/** The field as a form holds it: every change is kept and recorded. */
function Harness({ changes, initial = { start: '', end: '' } }: { changes: TimeWindow[]; initial?: TimeWindow }) {
  const [value, setValue] = useState(initial);
  return (
    <TimeWindowField
      label="Loading hours"
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

describe('time window (issue 35 item 2)', { timeout: 20_000 }, () => {
  it('offers the 24-hour clock in half hours', () => {
    expect(HALF_HOURS).toHaveLength(48);
    expect(HALF_HOURS[0]).toBe('00:00');
    expect(HALF_HOURS[47]).toBe('23:30');
  });

  it('takes the start and the end in one popup that closes once both are chosen', async () => {
    const user = setupUser();
    const changes: TimeWindow[] = [];
    renderWithProviders(<Harness changes={changes} />);
    const button = screen.getByRole('button', { name: 'Loading hours: Any time' });
    await user.click(button);
    expect(await screen.findByRole('dialog', { hidden: true })).toBeInTheDocument();
    await user.click(screen.getAllByRole('option', { name: '08:00', hidden: true })[0]!);
    // Choosing the start keeps the popup open for the end.
    expect(screen.getByRole('dialog', { hidden: true })).toBeInTheDocument();
    const endList = screen.getAllByRole('listbox', { hidden: true })[1]!;
    await user.click(endList.querySelector('[role="option"]:nth-child(33)')!);
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(changes).toEqual([{ start: '08:00', end: '16:00' }]);
    expect(screen.getByRole('button', { name: 'Loading hours: 08:00 – 16:00' })).toBeInTheDocument();
  });

  it('is worked with the keyboard alone and gives the focus back to the field', async () => {
    const user = setupUser();
    const changes: TimeWindow[] = [];
    renderWithProviders(<Harness changes={changes} />);
    await user.tab();
    expect(screen.getByRole('button', { name: /Loading hours/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    const [startList] = await screen.findAllByRole('listbox', { hidden: true });
    startList!.focus();
    // From 08:00, two half hours later.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const endList = screen.getAllByRole('listbox', { hidden: true })[1]!;
    await waitFor(() => expect(endList).toHaveFocus());
    await user.keyboard('{End}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(changes).toEqual([{ start: '09:00', end: '23:30' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: /Loading hours/ })).toHaveFocus());
  });

  it('clears the window', async () => {
    const user = setupUser();
    const changes: TimeWindow[] = [];
    renderWithProviders(<Harness changes={changes} initial={{ start: '06:00', end: '14:00' }} />);
    await user.click(screen.getByRole('button', { name: 'Clear the time window' }));
    expect(changes).toEqual([{ start: '', end: '' }]);
  });

  for (const [language, catalogue] of Object.entries(catalogues) as [keyof typeof catalogues, typeof en][]) {
    it(`names its lists and its guidance in ${language}`, async () => {
      const user = setupUser();
      renderWithProviders(<Harness changes={[]} />, language);
      await user.click(screen.getByRole('button', { name: `Loading hours: ${catalogue.timeWindow.empty}` }));
      expect(await screen.findByRole('listbox', { name: catalogue.timeWindow.start, hidden: true })).toBeInTheDocument();
      expect(screen.getByRole('listbox', { name: catalogue.timeWindow.end, hidden: true })).toBeInTheDocument();
      expect(screen.getByText(catalogue.timeWindow.pickStart)).toBeInTheDocument();
    });
  }
});
