import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { FORM_TYPES } from '@freight/shared/entries';
import de from '../../../locales/de.json';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import hu from '../../../locales/hu.json';
import ro from '../../../locales/ro.json';
import { storeTokens } from '../../../lib/session';
import { page } from '../../../test/msw/answers';
import { server as api } from '../../../test/msw/server';
import { fakeJwt } from '../../../test/tokens';
import { renderEntryList } from './entry-list.test-helpers';

const catalogues = { en, de, ro, hu, fr };

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});

describe('entry list while loading (§2: loading shows an info alert)', { timeout: 20_000 }, () => {
  for (const [language, catalogue] of Object.entries(catalogues) as [keyof typeof catalogues, typeof en][]) {
    it(`shows an info alert in ${language} until the entries arrive`, async () => {
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      api.use(
        ...FORM_TYPES.map((formType) =>
          http.get(`/api/${formType}-requests/`, async () => {
            await answered;
            return HttpResponse.json(page([], null));
          }),
        ),
      );
      renderEntryList('/dashboard/search-trucks', language);
      const loading = await screen.findByTestId('entries-loading');
      expect(loading).toHaveAttribute('data-alert', 'info');
      expect(loading).toHaveAttribute('role', 'status');
      expect(loading).toHaveTextContent(catalogue.entries.loading);
      answer();
      expect(await screen.findByText(catalogue.entries.noEntries)).toBeInTheDocument();
      expect(screen.queryByTestId('entries-loading')).not.toBeInTheDocument();
    });
  }
});
