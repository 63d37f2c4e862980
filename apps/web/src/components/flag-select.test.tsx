import { NativeSelect, Select } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { chosenFlag, countryOfCode, countryOfPrefix, flagSelectProps } from './flag-select';

describe('pickers with flags (issue 35 item 6)', () => {
  it('knows the country of each European calling code', () => {
    expect(countryOfPrefix('+40')).toBe('RO');
    expect(countryOfPrefix('+49')).toBe('DE');
    expect(countryOfPrefix('+44')).toBe('GB');
    expect(countryOfPrefix('+1')).toBeUndefined();
  });

  it('starts every option and the chosen value of a select with the country’s flag image', () => {
    const data = [
      { value: '+40', label: '+40 Romania' },
      { value: '+49', label: '+49 Germany' },
    ];
    const props = flagSelectProps(countryOfPrefix, '+40');
    renderWithProviders(<Select label="Prefix" data={data} value="+40" {...props} />);
    const field = screen.getByRole('combobox', { name: 'Prefix' });
    expect(field.parentElement?.querySelector('img[data-flag="RO"]')).not.toBeNull();
    // Each option as the dropdown draws it (Mantine calls renderOption per option).
    renderWithProviders(
      <div data-testid="option">{props.renderOption?.({ option: { value: '+49', label: '+49 Germany' }, checked: false })}</div>,
    );
    const option = screen.getByTestId('option');
    expect(option.querySelector('img[data-flag="DE"]')).not.toBeNull();
    expect(option.textContent).toBe('+49 Germany');
  });

  it('shows the chosen country’s flag beside a native country select', () => {
    renderWithProviders(
      <NativeSelect
        label="Country"
        data={[{ value: 'FR', label: 'France' }]}
        value="FR"
        onChange={() => undefined}
        leftSection={chosenFlag(countryOfCode('FR'))}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select.parentElement?.querySelector('img[data-flag="FR"]')).not.toBeNull();
  });
});
