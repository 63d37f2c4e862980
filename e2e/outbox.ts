import fs from 'node:fs';
import path from 'node:path';

/** The mail edge of the world in the journeys: .eml files the server writes to DATA_DIR/outbox. */
const outboxDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** Undoes quoted-printable soft breaks and escapes, enough to read links. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function mailsTo(address: string): string[] {
  if (!fs.existsSync(outboxDir())) return [];
  return fs
    .readdirSync(outboxDir())
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => decodeQuotedPrintable(fs.readFileSync(path.join(outboxDir(), name), 'utf8')))
    .filter((mail) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(mail));
}

/** Waits for the n-th mail to `address` that carries a password link, and answers the link's path. */
export async function waitForResetLink(address: string, nth: number): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const links = mailsTo(address)
      .map((mail) => /https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_%-]+/.exec(mail)?.[0])
      .filter((link): link is string => Boolean(link));
    const link = links[nth - 1];
    if (link) return new URL(link).pathname;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no reset link #${nth} for ${address} in ${outboxDir()}`);
}
