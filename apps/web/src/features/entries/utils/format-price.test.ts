import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../../../locales/de.json';
import en from '../../../locales/en.json';
import ro from '../../../locales/ro.json';
import { formatEntryPrice } from './format-price';

const i18nFor = (lng: 'en' | 'de' | 'ro') => {
  const instance = i18n.createInstance();
  void instance.init({
    lng,
    resources: { en: { translation: en }, de: { translation: de }, ro: { translation: ro } },
    interpolation: { escapeValue: false },
  });
  return instance;
};

const format = (lng: 'en' | 'de' | 'ro', entry: Parameters<typeof formatEntryPrice>[0]) => {
  const instance = i18nFor(lng);
  return formatEntryPrice(entry, instance.t, lng);
};

const truck = (price: number | null, distance: number | null = 1960) => ({
  form_type: 'truck' as const,
  distance,
  info: { price, currency: 'EUR' as const },
});
const ware = (price: number | null, distance: number | null = 1960) => ({
  form_type: 'ware' as const,
  distance,
  info: { price, currency: 'EUR' as const },
});

describe('formatEntryPrice', () => {
  it('shows a truck price as the rate per km it was entered as, never divided by the distance again', () => {
    expect(format('en', truck(1.15))).toEqual({ price: '1.15 EUR/km', perKm: null });
    expect(format('en', truck(1.1, null))).toEqual({ price: '1.10 EUR/km', perKm: null });
    expect(format('de', truck(1.15))).toEqual({ price: '1,15 EUR/km', perKm: null });
  });

  it('shows a ware price for the load and, with a distance, the approximate rate per km', () => {
    expect(format('en', ware(2100))).toEqual({ price: '2,100 EUR', perKm: '≈ 1.07 EUR/km' });
    expect(format('de', ware(2100))).toEqual({ price: '2.100 EUR', perKm: '≈ 1,07 EUR/km' });
    expect(format('ro', { ...ware(1500, 400), info: { price: 1500, currency: 'RON' } })).toEqual({
      price: '1.500 RON',
      perKm: '≈ 3,75 RON/km',
    });
  });

  it('gives no rate per km for a ware without a distance, and nothing without a price', () => {
    expect(format('en', ware(2100, null))).toEqual({ price: '2,100 EUR', perKm: null });
    expect(format('en', ware(2100, 0))).toEqual({ price: '2,100 EUR', perKm: null });
    expect(format('en', ware(null))).toEqual({ price: null, perKm: null });
    expect(format('en', truck(null))).toEqual({ price: null, perKm: null });
  });
});
