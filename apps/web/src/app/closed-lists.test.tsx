import { MultiSelect, Select } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { setupUser } from '../test/user';

const COUNTRIES = ['Austria', 'Germany', 'Hungary', 'Romania'].map((label) => ({ value: label.slice(0, 2).toUpperCase(), label }));

describe('select lists are drawn when they open (theme, issue 35 item 11)', () => {
  it('keeps no option of a closed select in the page, and shows the list once opened', async () => {
    const user = setupUser();
    renderWithProviders(
      <>
        <Select label="Country" data={COUNTRIES} searchable />
        <MultiSelect label="Languages" data={['de', 'en', 'ro']} />
      </>,
    );
    // Mantine's default keeps every list in the page, hidden, and so draws every option on the form's first render.
    expect(document.querySelectorAll('[role="option"], [role="listbox"]')).toHaveLength(0);
    const country = screen.getByLabelText('Country');
    expect(country).not.toHaveAttribute('aria-controls');

    await user.click(country);
    // jsdom draws no frame, so the list stays in its opening transition: found as hidden, as other tests do.
    const list = await screen.findByRole('listbox', { hidden: true });
    // That the field then names the list (aria-controls, aria-expanded) rests on the build's Mantine patch, which
    // these tests do not load: e2e/lighthouse-findings.spec.ts checks it in the browser.
    expect(
      within(list)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent),
    ).toEqual(COUNTRIES.map(({ label }) => label));
    await user.click(within(list).getByRole('option', { name: 'Romania', hidden: true }));
    expect(country).toHaveValue('Romania');
  });
});
