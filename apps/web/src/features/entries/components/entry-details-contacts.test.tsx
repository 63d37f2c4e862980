import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testEntry } from '../../../test/entries';
import { renderInRouter } from '../../../test/render';
import { EntryDetails } from './entry-details';

const UID = 'eeeeeeee-5555-4555-8555-555555555555';

const renderDetails = (overrides: Parameters<typeof testEntry>[2]) =>
  renderInRouter([{ path: '/', element: <EntryDetails entry={testEntry(UID, 'ware', overrides)} viewCount={3} /> }], '/');

/** Issue 33 item 4: notes whose contacts await staff say so, to the poster's company and to the others. */
describe('EntryDetails: contacts hidden in the notes', () => {
  it('tells another company what the mark in the notes stands for', async () => {
    renderDetails({ is_own: false, notes: 'Rampa 2, sunați la […]', notes_contacts_hidden: true });
    expect(await screen.findByTestId(`entry-notes-${UID}`)).toHaveTextContent('Rampa 2, sunați la […]');
    expect(screen.getByTestId(`entry-notes-hidden-${UID}`)).toHaveTextContent(
      '[…] marks a phone number or e-mail address that staff have not checked yet.',
    );
  });

  it('tells the poster’s company that others do not see the contacts yet', async () => {
    renderDetails({ is_own: true, notes: 'Rampa 2, sunați la +40 733 999 888', notes_contacts_hidden: true });
    expect(await screen.findByTestId(`entry-notes-${UID}`)).toHaveTextContent('+40 733 999 888');
    expect(screen.getByTestId(`entry-notes-hidden-${UID}`)).toHaveTextContent(/^Other members do not see the phone numbers/);
  });

  it('shows plain notes without a note', async () => {
    renderDetails({ is_own: false, notes: 'Loading ramp at gate 2' });
    expect(await screen.findByTestId(`entry-notes-${UID}`)).toHaveTextContent('Loading ramp at gate 2');
    expect(screen.queryByTestId(`entry-notes-hidden-${UID}`)).toBeNull();
  });
});
