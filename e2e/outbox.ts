import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

/** The mail edge of the world in the journeys: .eml files the server writes to DATA_DIR/outbox. */
const outboxDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (field === undefined ? [] : Array.isArray(field) ? field : [field]).flatMap((object) =>
    object.value.map((entry) => entry.address?.toLowerCase()),
  );

/**
 * Parsed mails by file name and size: every journey's company brings its own registration and
 * approval mails (issue 18 item 7), and parsing the whole outbox again on each 100 ms poll would
 * cost more the longer the run. A file still being written has another size next time, so it is
 * parsed again then.
 */
const parsed = new Map<string, { size: number; mail: Promise<ParsedMail> }>();

function parse(name: string): Promise<ParsedMail> {
  const file = path.join(outboxDir(), name);
  const { size } = fs.statSync(file);
  const known = parsed.get(file);
  if (known?.size === size) return known.mail;
  const bytes = fs.readFileSync(file);
  const mail = simpleParser(bytes);
  parsed.set(file, { size: bytes.length, mail });
  return mail;
}

/** The plain-text bodies of the mails to `address`, oldest first, parsed by mailparser. */
async function mailsTo(address: string): Promise<string[]> {
  if (!fs.existsSync(outboxDir())) return [];
  const names = fs
    .readdirSync(outboxDir())
    .filter((name) => name.endsWith('.eml'))
    .sort();
  const mails = await Promise.all(names.map(parse));
  return mails.filter((mail) => addresses(mail.to).includes(address.toLowerCase())).map((mail) => mail.text ?? '');
}

/** Waits for the n-th mail to `address` that carries a password link, and answers the link's path. */
export async function waitForResetLink(address: string, nth: number): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const links = (await mailsTo(address))
      .map((text) => /https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_%-]+/.exec(text)?.[0])
      .filter((link): link is string => Boolean(link));
    const link = links[nth - 1];
    if (link) return new URL(link).pathname;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no reset link #${nth} for ${address} in ${outboxDir()}`);
}
