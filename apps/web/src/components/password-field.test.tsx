import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('marks its field aria-invalid while an error shows, and described by the error', () => {
    renderWithProviders(
      <>
        <PasswordField label="Password" error="Too short" data-testid="wrong" />
        <PasswordField label="Again" data-testid="fine" />
      </>,
    );
    const field = screen.getByTestId('wrong');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByText('Too short').id);
    expect(screen.getByTestId('fine').hasAttribute('aria-invalid')).toBe(false);
  });
});
