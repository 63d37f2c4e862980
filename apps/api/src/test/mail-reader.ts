import { simpleParser, type AddressObject } from 'mailparser';

/** A mail as the tests look at it: recipients, subject and both bodies, decoded by mailparser. */
export type ReadMail = { to: string; subject: string; text: string; html: string };

/** The addresses of a parsed To/From header, comma-separated (`a@x.example, b@y.example`), without display names. */
export function addressesOf(field: AddressObject | AddressObject[] | undefined): string {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects
    .flatMap((object) => object.value.map((entry) => entry.address ?? ''))
    .filter(Boolean)
    .join(', ');
}

/** Parses one message (an .eml of the outbox, or what an SMTP server received). */
export async function parseMail(source: string | Buffer): Promise<ReadMail> {
  const parsed = await simpleParser(source);
  return {
    to: addressesOf(parsed.to),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
  };
}
