import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import de from '../../../locales/de.json';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import hu from '../../../locales/hu.json';
import ro from '../../../locales/ro.json';
import { renderWithProviders } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { PriceCalculator } from './price-calculator';

const catalogues = { en, de, ro, hu, fr };
const label = (text: string) => text.replace('{{currency}}', 'EUR');

describe('price calculator (issue 35 item 1)', { timeout: 20_000 }, () => {
  for (const [language, catalogue] of Object.entries(catalogues) as [keyof typeof catalogues, typeof en][]) {
    it(`works out the total from a price per km and back, labelled in ${language}`, async () => {
      const user = setupUser();
      renderWithProviders(<PriceCalculator km={412} currency="EUR" />, language);
      const perKm = screen.getByRole('textbox', { name: label(catalogue.distances.calculator.perKm) });
      const total = screen.getByRole('textbox', { name: label(catalogue.distances.calculator.total) });
      const comma = language !== 'en';
      await user.type(perKm, comma ? '1,15' : '1.15');
      expect(total).toHaveValue(comma ? '473,8' : '473.8');
      await user.clear(total);
      await user.type(total, '824');
      expect(perKm).toHaveValue('2');
    });
  }

  it('starts from a ware’s total price', () => {
    renderWithProviders(<PriceCalculator km={400} currency="RON" initial={{ total: 1000 }} />);
    expect(screen.getByRole('textbox', { name: 'Price per km (RON)' })).toHaveValue('2.5');
  });
});
