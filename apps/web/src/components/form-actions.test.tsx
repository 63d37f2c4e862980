import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { FormActions, FormActionsBar, FormActionsProvider, FormActionsTarget } from './form-actions';

const jsdomMatchMedia = window.matchMedia;

/** The viewport is a phone: every `width < …` query matches (jsdom has no layout of its own). */
function onPhone() {
  window.matchMedia = (query: string) => ({ ...jsdomMatchMedia(query), matches: query.includes('width <') });
}

function Page() {
  return (
    <FormActionsProvider>
      <header>
        <FormActionsTarget />
      </header>
      <main>
        <form>
          <FormActions>
            <Button data-testid="save">Save</Button>
          </FormActions>
        </form>
        <FormActionsBar />
      </main>
    </FormActionsProvider>
  );
}

afterEach(() => {
  window.matchMedia = jsdomMatchMedia;
});

describe('form actions', () => {
  it('puts Save in the header on larger screens, with no bottom bar', () => {
    renderWithProviders(<Page />);
    expect(within(screen.getByTestId('form-actions')).getByTestId('save')).toBeVisible();
    expect(screen.queryByTestId('form-actions-bar')).toBeNull();
  });

  it('puts Save in a labelled bar fixed to the bottom below sm, not in the header', () => {
    onPhone();
    renderWithProviders(<Page />);
    const bar = screen.getByRole('region', { name: 'Form actions' });
    expect(bar.dataset.testid).toBe('form-actions-bar');
    expect(within(bar).getByTestId('save')).toBeVisible();
    expect(within(screen.getByTestId('form-actions')).queryByTestId('save')).toBeNull();
    expect(bar.style.position).toBe('fixed');
    expect(parseFloat(bar.style.bottom)).toBe(0);
    // The notch's safe area is added under the buttons.
    expect(bar.style.paddingBottom).toContain('safe-area-inset-bottom');
  });

  it('shows no bar on a phone page without a form', () => {
    onPhone();
    renderWithProviders(
      <FormActionsProvider>
        <FormActionsTarget />
        <FormActionsBar />
      </FormActionsProvider>,
    );
    expect(screen.queryByTestId('form-actions-bar')).toBeNull();
  });
});
