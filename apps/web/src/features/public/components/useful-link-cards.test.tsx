import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw/server';
import { renderInRouter } from '../../../test/render';
import { UsefulLinkCards } from './useful-link-cards';

describe('UsefulLinkCards', () => {
  // Mantine draws its focus ring on controls only (buttons, anchors): a Card as a link showed none to the keyboard.
  it('shows the keyboard focus ring on each card, which is a link', async () => {
    server.use(
      http.get('/api/useful-links/', () =>
        HttpResponse.json([
          {
            id: 1,
            title: 'VIES VAT number validation',
            description: 'Check a VAT number.',
            url: 'https://ec.europa.eu/taxation_customs/vies/',
          },
        ]),
      ),
    );
    renderInRouter([{ path: '/', element: <UsefulLinkCards /> }], '/');
    const link = await screen.findByRole('link', { name: /VIES VAT number validation/ });
    expect(link).toHaveClass('mantine-focus-auto');
  });
});
