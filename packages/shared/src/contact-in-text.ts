/**
 * Issue 33 item 4: phone numbers and e-mail addresses written into free text (an entry's notes, later a
 * deal's messages), so those that are not one of the company's registered contacts can be flagged to
 * staff and hidden from members until staff clear them: a phantom carrier posts with a number nobody checked.
 * One pure function for any text, the same on the API and in the browser.
 */

export type FoundContact = { kind: 'phone' | 'email'; text: string; start: number; end: number; normalized: string };

/**
 * A phone as the five languages' members write them: international (+40 722 123 456, 0049 151 2345 6789,
 * +33 6 12 34 56 78) or national with its trunk prefix (0722.123.456, 0151/2345678, 06-30-123-4567,
 * 06 12 34 56 78, 07700 900123), digits grouped by spaces, dots, slashes, dashes or brackets. A candidate
 * must start with + or 0 and hold 9 to 15 digits, so weights, prices, dates and postal codes are not phones.
 */
const PHONE = /(?<![\w+])(?:\+|0)[\d\s./()-]{7,22}\d(?!\w)/g;
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
/**
 * Dates members write beside phones: ISO days, days with a four-digit year (05.12.2026, 05/12/2026) and
 * the start of a range without one ("05.12.-07.12.2026"). They are blanked before phones are looked for,
 * or "05.12.-07.12.2026" would read as a 12-digit number; a two-digit year is not blanked, because
 * French numbers are written the same way (06.12.34.56.78).
 */
const DATES = /\b(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[./-]\d{1,2}[./-]\d{4}|\d{1,2}\.\d{1,2}\.(?!\d))(?!\d)/g;
/** "name (at) firm [dot] ro" and their spelled forms, the usual ways round a filter. */
const OBFUSCATED_AT = /\s*[[(]\s*(?:at|arond|kukac|arobase)\s*[\])]\s*/gi;
const OBFUSCATED_DOT = /\s*[[(]\s*(?:dot|punct|pont|point|punkt)\s*[\])]\s*/gi;

/** The digits that identify a number wherever it is written: its last 8 (international and trunk prefixes differ). */
export const phoneKey = (digits: string) => digits.replace(/\D/g, '').slice(-8);

export function findContacts(text: string): FoundContact[] {
  const found: FoundContact[] = [];
  // Same length, so a match's positions are those of `text`.
  const withoutDates = text.replace(DATES, (date) => ' '.repeat(date.length));
  for (const match of withoutDates.matchAll(PHONE)) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length < 9 || digits.length > 15) continue;
    found.push({ kind: 'phone', text: match[0], start: match.index, end: match.index + match[0].length, normalized: phoneKey(digits) });
  }
  const plain = text.replace(OBFUSCATED_AT, '@').replace(OBFUSCATED_DOT, '.');
  for (const match of plain.matchAll(EMAIL)) {
    const address = match[0].toLowerCase();
    // Positions are those of the plain text; an obfuscated address is found and masked by its own words below.
    const start = plain === text ? match.index : text.toLowerCase().indexOf(address.split('@')[0]!);
    found.push({ kind: 'email', text: match[0], start, end: start + match[0].length, normalized: address });
  }
  return found;
}

export type RegisteredContacts = { phones: string[]; emails: string[] };

/** The contacts of `text` that are none of the company's registered phones and e-mails. */
export function unregisteredContacts(text: string, registered: RegisteredContacts): FoundContact[] {
  const phones = new Set(registered.phones.map(phoneKey).filter((key) => key.length === 8));
  const emails = new Set(registered.emails.map((email) => email.trim().toLowerCase()));
  return findContacts(text).filter((contact) =>
    contact.kind === 'phone' ? !phones.has(contact.normalized) : !emails.has(contact.normalized),
  );
}

export const HIDDEN_CONTACT = '[…]';

/**
 * The text with each of `contacts` replaced by HIDDEN_CONTACT, as members see it until staff clear it. An
 * obfuscated e-mail whose exact span is unknown hides the whole word run from its first part to the domain.
 */
export function maskContacts(text: string, contacts: FoundContact[]): string {
  let masked = text;
  for (const contact of [...contacts].sort((a, b) => b.start - a.start)) {
    if (contact.start < 0) continue;
    const exact = masked.slice(contact.start, contact.end) === contact.text;
    const end = exact ? contact.end : endOfObfuscated(masked, contact);
    masked = masked.slice(0, contact.start) + HIDDEN_CONTACT + masked.slice(end);
  }
  return masked;
}

function endOfObfuscated(text: string, contact: FoundContact): number {
  const tld = contact.normalized.split('.').pop() ?? '';
  const at = text.toLowerCase().indexOf(tld, contact.start + contact.normalized.split('@')[0]!.length);
  return at < 0 ? contact.end : at + tld.length;
}
