import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { setupUser } from '../test/user';
import { AsyncCombobox } from './async-combobox';

type Fruit = { id: number; name: string };
const FRUITS: Fruit[] = [
  { id: 1, name: 'Apple' },
  { id: 2, name: 'Apricot' },
];

function Harness({ lookup }: { lookup: (text: string) => Promise<Fruit[]> }) {
  const [chosen, setChosen] = useState<Fruit | null>(null);
  return (
    <>
      <AsyncCombobox<Fruit>
        id="fruit"
        label="Fruit"
        testId="fruit"
        placeholder="Type a fruit"
        chosenText={chosen?.name}
        minChars={3}
        hint="Type 3 letters"
        none="No fruit"
        lookup={(text) => ({ queryKey: ['fruit', text], queryFn: () => lookup(text) })}
        failedAlertKey="common.loading"
        optionKey={(fruit) => String(fruit.id)}
        optionTestId={(fruit) => `fruit-option-${fruit.id}`}
        renderOption={(fruit) => fruit.name}
        isActive={(fruit) => chosen?.id === fruit.id}
        onChoose={(fruit) => {
          setChosen(fruit);
          return fruit.name;
        }}
        onType={() => setChosen(null)}
      />
      <output aria-label="Chosen">{chosen?.id ?? ''}</output>
    </>
  );
}

const renderHarness = (lookup: (text: string) => Promise<Fruit[]>) =>
  renderWithProviders(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness lookup={lookup} />
    </QueryClientProvider>,
  );

const field = () => screen.getByRole('textbox', { name: 'Fruit' });
const chosen = () => screen.getByRole('status', { name: 'Chosen' });

describe('AsyncCombobox', () => {
  it('names its listbox by the label, keeps the hint out of it, and looks nothing up before 3 letters', async () => {
    const lookup = vi.fn(async () => FRUITS);
    const user = setupUser();
    renderHarness(lookup);
    await user.type(field(), 'ap');
    const hint = screen.getByText('Type 3 letters');
    // Named by the label, and holding options only: the hint is beside it, not a child (axe aria-required-children).
    // jsdom lays nothing out, so Mantine's popover takes the field for scrolled away and hides the open list.
    const listbox = screen.getByRole('listbox', { name: 'Fruit', hidden: true });
    expect(listbox.contains(hint)).toBe(false);
    expect(listbox.children).toHaveLength(0);
    expect(lookup).not.toHaveBeenCalled();
  });

  it('looks the typed text up once it settles, chooses an option and restores its name when left with other text', async () => {
    const lookup = vi.fn(async (text: string) => FRUITS.filter((fruit) => fruit.name.toLowerCase().startsWith(text.toLowerCase())));
    const user = setupUser();
    renderHarness(lookup);
    const input = field();
    await user.type(input, 'apr');
    // jsdom lays nothing out, so Mantine's popover takes the field for scrolled away and hides the open list.
    await user.click(await screen.findByRole('option', { name: 'Apricot', hidden: true }, { timeout: 2000 }));
    expect(lookup).toHaveBeenLastCalledWith('apr');
    expect(chosen()).toHaveTextContent(/^2$/);
    expect(input).toHaveValue('Apricot');
    await user.clear(input);
    await user.type(input, 'xyz');
    await screen.findByText('No fruit', {}, { timeout: 2000 });
    await user.tab();
    // Typing dropped the choice (onType), so leaving the field empties it rather than showing stale text.
    await waitFor(() => expect(input).toHaveValue(''));
    expect(chosen()).toBeEmptyDOMElement();
  });
});
