import { describe, expect, it } from 'vitest';
import { HIDDEN_CONTACT, findContacts, maskContacts, unregisteredContacts } from './contact-in-text';

const phones = (text: string) =>
  findContacts(text)
    .filter((contact) => contact.kind === 'phone')
    .map((contact) => contact.text);

describe('contacts in free text (issue 33)', () => {
  it.each([
    ['ro', 'Sunați la 0722 123 456 sau +40 722.123.457', ['0722 123 456', '+40 722.123.457']],
    ['de', 'Bitte anrufen: 0151/23456789 oder +49 (0)30 1234 5678', ['0151/23456789', '+49 (0)30 1234 5678']],
    ['hu', 'Hívjon: 06-30-123-4567 vagy +36 30 123 4567', ['06-30-123-4567', '+36 30 123 4567']],
    ['fr', 'Appelez le 06 12 34 56 78 ou le +33 6.12.34.56.79', ['06 12 34 56 78', '+33 6.12.34.56.79']],
    ['en', 'Call 07700 900123 or 0044 7700 900124', ['07700 900123', '0044 7700 900124']],
  ])('finds the phone numbers of %s text', (_language, text, expected) => {
    expect(phones(text)).toEqual(expected);
  });

  it.each([
    ['ro', 'Birou: 021 312 34 56 / +40 21 312 34 57', ['021 312 34 56', '+40 21 312 34 57']],
    ['de', 'Büro 030 1234567, Zentrale +49 30 1234568', ['030 1234567', '+49 30 1234568']],
    ['hu', 'Iroda: 06 1 234 5678, +36 1 234 5679', ['06 1 234 5678', '+36 1 234 5679']],
    ['fr', 'Bureau 01 23 45 67 89 ou +33 (0)1 23 45 67 88', ['01 23 45 67 89', '+33 (0)1 23 45 67 88']],
    ['en', 'Office 020 7946 0958 or +44 20 7946 0959', ['020 7946 0958', '+44 20 7946 0959']],
  ])('finds the landline numbers of %s text', (_language, text, expected) => {
    expect(phones(text)).toEqual(expected);
  });

  it('does not read dates and date ranges as phones, in any of the five ways of writing them', () => {
    expect(phones('Încărcare 05.12.-07.12.2026, descărcare 09.12.2026')).toEqual([]);
    expect(phones('Ladung 05.12. - 07.12.2026, Entladung 2026-12-09')).toEqual([]);
    expect(phones('Rakodás 2026.12.05., lerakodás 09/12/2026')).toEqual([]);
    expect(phones('Chargement du 05/12/2026 au 07/12/2026')).toEqual([]);
    // A phone right after a date is still a phone.
    expect(phones('Loading 05.12.2026, call 0722 123 456')).toEqual(['0722 123 456']);
    // French numbers written with dots look like short dates: they stay phones.
    expect(phones('Appelez le 06.12.34.56.78')).toEqual(['06.12.34.56.78']);
  });

  it('does not take weights, prices, dates, postal codes or entry numbers for phones', () => {
    expect(phones('24000 kg, 13.6 m, 1.250.000 EUR, loading 2026-11-27, 010101 București, ref 2026112700123, 33 EUR-pallets')).toEqual([]);
    // Too few digits after the trunk prefix: a short code, not a phone.
    expect(phones('Rampa 0 12 34')).toEqual([]);
  });

  it('finds e-mail addresses, plain and written round a filter', () => {
    const found = findContacts('Write to Dispo@Spedition-Mueller.de or office (at) phantom-cargo [dot] ro, thanks');
    expect(found.filter((contact) => contact.kind === 'email').map((contact) => contact.normalized)).toEqual([
      'dispo@spedition-mueller.de',
      'office@phantom-cargo.ro',
    ]);
  });

  it("keeps the company's registered contacts, whatever prefix or grouping they are written with", () => {
    const text = 'Contact: +40 722 123 456, 0733 999 888, office@carpati.example, other@gmail.com';
    const flagged = unregisteredContacts(text, { phones: ['+40722123456'], emails: ['Office@carpati.example'] });
    expect(flagged.map((contact) => contact.text)).toEqual(['0733 999 888', 'other@gmail.com']);
    expect(unregisteredContacts('Call 0722123456', { phones: ['722123456'], emails: [] })).toEqual([]);
  });

  it('hides the flagged contacts and leaves the rest of the text', () => {
    const text = 'Full truck, call 0733 999 888 or write other@gmail.com. Thanks!';
    const flagged = unregisteredContacts(text, { phones: [], emails: [] });
    expect(maskContacts(text, flagged)).toBe(`Full truck, call ${HIDDEN_CONTACT} or write ${HIDDEN_CONTACT}. Thanks!`);
    const obfuscated = 'Mail office (at) phantom-cargo [dot] ro now';
    expect(maskContacts(obfuscated, unregisteredContacts(obfuscated, { phones: [], emails: [] }))).toBe(`Mail ${HIDDEN_CONTACT} now`);
  });
});
