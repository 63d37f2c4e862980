import { renderHook } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { displayNames, numberFormat } from './intl';
import { countryOptions, spokenLanguageOptions } from './select-options';
import { formatIn, useFormat } from './use-format';

function withLanguage(language: string) {
  const instance = i18n.createInstance();
  void instance.use(initReactI18next).init({ lng: language, resources: {} });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
  return { instance, wrapper };
}

describe('useFormat', () => {
  it('formats in the interface language', () => {
    const { wrapper } = withLanguage('de');
    const { result } = renderHook(() => useFormat(), { wrapper });
    const format = result.current;
    expect(format.day('2026-11-03')).toBe('03.11.2026');
    expect(format.dayRange('2026-11-27', '2026-11-28')).toBe('27.–28.11.');
    expect(format.clock('08:05:00')).toBe('08:05');
    expect(format.number(1234.5)).toBe('1.234,5');
    expect(format.number(1.1, { min: 2, max: 2 })).toBe('1,10');
    expect(format.number(2.456, { max: 1 })).toBe('2,5');
    expect(format.percent(0.92)).toBe('92\u00a0%');
    expect(format.money(1900.5, 'EUR')).toBe('1.900,50\u00a0€');
    expect(format.money(84, 'EUR', { max: 0 })).toBe('84\u00a0€');
    expect(format.fileSize(2.5 * 1024 * 1024)).toBe('2,5 MB');
    expect(format.country('RO')).toBe('Rumänien');
    expect(format.language('hu')).toBe('Ungarisch');
    expect(format.dayInWords('2026-10-02')).toBe('02.10.2026');
    expect(format.month('2026-10')).toBe('Okt. 2026');
  });

  it('writes the same texts as Intl and the date functions it stands for', () => {
    const format = formatIn('en');
    expect(format.dayInWords('2026-10-02')).toBe('Oct 2, 2026');
    expect(format.month('2026-10', '2-digit')).toBe('Oct 26');
    expect(format.percent(0.12345, { max: 2 })).toBe('12.35%');
  });

  it('shows a code it has no name for as the code', () => {
    const format = formatIn('en');
    expect(format.country('XX')).toBe('XX');
    expect(format.country('not a region')).toBe('not a region');
    expect(format.language('zz')).toBe('zz');
  });

  it('keeps one object per language, and makes each Intl formatter once', () => {
    const { instance, wrapper } = withLanguage('fr');
    const { result, rerender } = renderHook(() => useFormat(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);

    expect(first.number(0.25, { max: 3 })).toBe('0,25');
    expect(numberFormat('fr', { maximumFractionDigits: 3 })).toBe(numberFormat('fr', { maximumFractionDigits: 3 }));
    expect(numberFormat('fr', { maximumFractionDigits: 3 })).not.toBe(numberFormat('fr', { maximumFractionDigits: 2 }));
    expect(displayNames('fr', 'region')).toBe(displayNames('fr', 'region'));

    void instance.changeLanguage('en');
    rerender();
    expect(result.current).not.toBe(first);
    expect(result.current.number(0.25, { max: 3 })).toBe('0.25');
  });
});

describe('select options', () => {
  it('sorts the countries by name in the reader’s alphabet and the prefixes by number', () => {
    const { countries, prefixes } = countryOptions('ro');
    const names = countries.map((country) => country.label);
    // Romanian sorts Ț after T.
    expect(names.indexOf('Țările de Jos')).toBeGreaterThan(names.indexOf('Turcia'));
    expect(countries.find((country) => country.value === 'DE')?.label).toBe('Germania');
    expect(prefixes[0]).toEqual({ value: '+7', label: '+7 Rusia' });
    const numbers = prefixes.map((prefix) => Number(prefix.value.slice(1)));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('names every spoken language in the reader’s language', () => {
    expect(spokenLanguageOptions('en').find((option) => option.value === 'ro')).toEqual({ value: 'ro', label: 'Romanian' });
  });
});
