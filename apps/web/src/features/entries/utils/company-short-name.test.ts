import { describe, expect, it } from 'vitest';
import { shortCompanyName } from './company-short-name';

describe('a company short name (issue 35 item 7)', () => {
  it('leaves out the legal form of each country of the interface', () => {
    expect(shortCompanyName('Carpați Trans SRL')).toBe('Carpați Trans');
    expect(shortCompanyName('Carpați Trans S.R.L.')).toBe('Carpați Trans');
    expect(shortCompanyName('Rhein Spedition GmbH')).toBe('Rhein Spedition');
    expect(shortCompanyName('Müller Logistik GmbH & Co. KG')).toBe('Müller Logistik');
    expect(shortCompanyName('Duna Fuvar Kft.')).toBe('Duna Fuvar');
    expect(shortCompanyName('Transports Martin SAS')).toBe('Transports Martin');
    expect(shortCompanyName('Thames Haulage Ltd')).toBe('Thames Haulage');
    expect(shortCompanyName('Wisła Cargo sp. z o.o.')).toBe('Wisła Cargo');
  });

  it('keeps a name without a legal form, and one that is nothing but a form', () => {
    expect(shortCompanyName('Transgalactic')).toBe('Transgalactic');
    expect(shortCompanyName('SRL')).toBe('SRL');
    // A form inside the name is part of it.
    expect(shortCompanyName('SA Logistics Hub')).toBe('SA Logistics Hub');
  });
});
