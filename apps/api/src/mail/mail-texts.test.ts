import { describe, expect, it } from 'vitest';
import { mailTexts } from './mail-texts';

/** The server's mail i18n instance: language rules for plurals, English fallback, values taken literally. */
describe('mailTexts', () => {
  it('picks the plural form by each language’s rules', () => {
    const subject = (lang: string, count: number) => mailTexts(lang, 'agents')('subject', { agent: 'A', count });
    expect(subject('en', 1)).toBe('Search agent "A": 1 new match');
    expect(subject('en', 2)).toBe('Search agent "A": 2 new matches');
    // Romanian: 2–19 without "de", 20 and more with it.
    expect(subject('ro', 1)).toBe('Agent de căutare „A”: 1 potrivire nouă');
    expect(subject('ro', 19)).toBe('Agent de căutare „A”: 19 potriviri noi');
    expect(subject('ro', 20)).toBe('Agent de căutare „A”: 20 de potriviri noi');
    // French: 0 and 1 are singular.
    expect(subject('fr', 0)).toBe('Agent de recherche « A » : 0 nouveau résultat');
    expect(subject('fr', 2)).toBe('Agent de recherche « A » : 2 nouveaux résultats');
  });

  it('answers in English for a language that is not an interface language', () => {
    expect(mailTexts('pl', 'staff')('approval.subject')).toBe(mailTexts('en', 'staff')('approval.subject'));
  });

  it('inserts values as they are: no HTML escaping, no interpolation or nesting inside a value', () => {
    const company = `A&B <b>{{x}}</b> $t(staff:closing) "q"`;
    expect(mailTexts('en', 'staff')('invitation.review', { company })).toBe(
      `before we approve the account of ${company}, please check your company data and send it again:`,
    );
  });
});
