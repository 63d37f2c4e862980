/** Spaces out, upper case; the ISO 13616 mod-97 check makes a typo in an IBAN fail here, not at the bank. */
export const normalizeIban = (value: string) => value.replace(/\s/g, '').toUpperCase();

export function ibanValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}
