import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
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
      <output data-testid="chosen">{chosen?.id ?? ''}</output>
    </>
  );
}

const renderHarness = (lookup: (text: string) => Promise<Fruit[]>) =>
  renderWithProviders(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness lookup={lookup} />
    </QueryClientProvider>,
  );

describe('AsyncCombobox', () => {
  it('names its listbox by the label, keeps the hint out of it, and looks nothing up before 3 letters', () => {
    const lookup = vi.fn(async () => FRUITS);
    renderHarness(lookup);
    fireEvent.focus(screen.getByTestId('fruit'));
    fireEvent.change(screen.getByTestId('fruit'), { target: { value: 'ap' } });
    expect(screen.getByTestId('fruit-hint').textContent).toBe('Type 3 letters');
    // Named by the label, and holding options only: the hint is beside it, not a child (axe aria-required-children).
    const listbox = screen.getByRole('listbox', { name: 'Fruit' });
    expect(listbox.contains(screen.getByTestId('fruit-hint'))).toBe(false);
    expect(listbox.children).toHaveLength(0);
    expect(lookup).not.toHaveBeenCalled();
  });

  it('looks the typed text up once it settles, chooses an option and restores its name when left with other text', async () => {
    const lookup = vi.fn(async (text: string) => FRUITS.filter((fruit) => fruit.name.toLowerCase().startsWith(text.toLowerCase())));
    renderHarness(lookup);
    const input = screen.getByTestId('fruit') as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'apr' } });
    fireEvent.click(await screen.findByTestId('fruit-option-2', {}, { timeout: 2000 }));
    expect(lookup).toHaveBeenLastCalledWith('apr');
    expect(screen.getByTestId('chosen').textContent).toBe('2');
    expect(input.value).toBe('Apricot');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'xyz' } });
    await screen.findByTestId('fruit-none', {}, { timeout: 2000 });
    fireEvent.blur(input);
    // Typing dropped the choice (onType), so leaving the field empties it rather than showing stale text.
    await waitFor(() => expect(input.value).toBe(''));
    expect(screen.getByTestId('chosen').textContent).toBe('');
  });
});
