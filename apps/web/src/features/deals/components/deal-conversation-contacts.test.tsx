import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DealDetail, DealMessage } from '@freight/shared/deals';
import { server } from '../../../test/msw/server';
import { renderInRouter } from '../../../test/render';
import { DealConversation } from './deal-conversation';

const message = (id: number, side: DealMessage['side'], text: string): DealMessage => ({
  id,
  deal_id: 5,
  side,
  user: { id: id + 10, first_name: 'Andrei', last_name: 'Popescu' },
  text,
  contacts_hidden: true,
  created_at: '2026-11-27T10:05:00.000Z',
});

/** Issue 33 item 4: a message whose contacts await staff says so, to its writer's side and to the other. */
describe('deal conversation: contacts hidden in messages', () => {
  it('tells the other side what the mark stands for, and the writer’s side that the other does not see it yet', async () => {
    server.use(
      http.get('/api/deals/5/messages/', () =>
        HttpResponse.json({
          results: [message(1, 'owner', 'Sunați la […]'), message(2, 'bidder', 'Rufen Sie 0151 23456789 an')],
          next: null,
        }),
      ),
    );
    // The reader made the offer: the bidder's side.
    const deal = { id: 5, role: 'outgoing', actions: [] } as unknown as DealDetail;
    renderInRouter([{ path: '/', element: <DealConversation deal={deal} /> }], '/');
    expect(await screen.findByText('Sunați la […]')).toBeVisible();
    expect(screen.getByTestId('deal-message-hidden-1')).toHaveTextContent(
      '[…] marks a phone number or e-mail address that staff have not checked yet.',
    );
    expect(screen.getByTestId('deal-message-hidden-2')).toHaveTextContent(/^Other members do not see the phone numbers/);
  });
});
