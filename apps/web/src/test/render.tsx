import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../locales/en.json';

const testI18n = i18n.createInstance();
void testI18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });

/** Renders with the app's providers and the real English catalogue. */
export function renderWithProviders(ui: ReactElement) {
  return render(
    <MantineProvider>
      <I18nextProvider i18n={testI18n}>{ui}</I18nextProvider>
    </MantineProvider>,
  );
}
