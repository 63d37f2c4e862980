import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EUROPEAN_COUNTRIES } from '@freight/shared/countries';
import { CountryFlag } from './country-flag';
import { FLAG_URLS } from './flag-urls';

describe('country flags (issue 35 item 6)', () => {
  it('has a shipped SVG image for each of the 47 European countries, and only for them', () => {
    expect(Object.keys(FLAG_URLS).sort()).toEqual(EUROPEAN_COUNTRIES.map(({ code }) => code).sort());
    // The build keeps them as files (vite.config.ts, checked by e2e/bundle.spec.ts); the test runner inlines them.
    for (const url of Object.values(FLAG_URLS)) expect(url).toMatch(/\.svg$|^data:image\/svg\+xml,.*<\/svg>|%3c\/svg%3e$/);
  });

  it('draws an image, not regional-indicator letters; decorative unless named', () => {
    const { container, rerender } = render(<CountryFlag code="ro" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', FLAG_URLS.RO);
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('aria-hidden', 'true');
    expect(container.textContent).toBe('');
    rerender(<CountryFlag code="DE" label="Deutschland" />);
    expect(container.querySelector('img')).toHaveAttribute('alt', 'Deutschland');
    rerender(<CountryFlag code="ZZ" />);
    expect(container.querySelector('img')).toBeNull();
  });
});
