import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../../../test/render';
import { CountCard } from './count-card';

describe('CountCard', () => {
  // Mantine draws its focus ring on controls only (buttons, anchors): a Card as a link showed none to the keyboard.
  it('shows the keyboard focus ring on the card, which is a link', () => {
    renderInRouter(
      [{ path: '/', element: <CountCard label="Trucks published" value={23} loading={false} to="/dashboard/my-trucks" testId="trucks" /> }],
      '/',
    );
    const link = screen.getByRole('link', { name: /23\s*Trucks published/ });
    expect(link).toHaveAttribute('href', '/dashboard/my-trucks');
    expect(link).toHaveClass('mantine-focus-auto');
  });
});
