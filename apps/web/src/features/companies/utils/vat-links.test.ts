import { describe, expect, it } from 'vitest';
import { nationalRegisterUrl, viesUrl } from './vat-links';

describe('VAT links', () => {
  it('links Romanian numbers to ANAF and every EU number to VIES with its country code and number', () => {
    expect(nationalRegisterUrl('RO12345678')).toBe('https://www.anaf.ro/');
    expect(viesUrl('ro 1234 5678')).toBe(
      'https://ec.europa.eu/taxation_customs/vies/#/vat-validation-result?memberStateCode=RO&number=12345678',
    );
    expect(viesUrl('EL123456789')).toContain('memberStateCode=EL&number=123456789');
  });

  it('offers no link where none is known', () => {
    expect(nationalRegisterUrl('CH123456789')).toBeNull();
    expect(viesUrl('CH123456789')).toBeNull();
    expect(viesUrl('NO123456789')).toBeNull();
  });
});
