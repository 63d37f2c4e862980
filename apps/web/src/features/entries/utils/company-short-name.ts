/**
 * Legal forms a company name ends with in the exchange's countries. The short name leaves them out
 * (issue 35 item 7): "Carpați Trans SRL" reads as "Carpați Trans" in a narrow column, the full name
 * shows on hover and in the expanded row.
 */
const LEGAL_FORMS = [
  'S.R.L.',
  'SRL',
  'SRL-D',
  'S.A.',
  'SA',
  'PFA',
  'II',
  'IF',
  'GmbH & Co. KG',
  'GmbH & Co KG',
  'GmbH',
  'gGmbH',
  'AG',
  'KG',
  'OHG',
  'UG',
  'UG (haftungsbeschränkt)',
  'e.K.',
  'mbH',
  'Kft.',
  'Kft',
  'Zrt.',
  'Zrt',
  'Nyrt.',
  'Bt.',
  'Bt',
  'Kkt.',
  'e.v.',
  'SARL',
  'S.A.R.L.',
  'SAS',
  'S.A.S.',
  'SASU',
  'EURL',
  'SNC',
  'SCI',
  'Ltd',
  'Ltd.',
  'Limited',
  'PLC',
  'LLP',
  'LLC',
  'Inc.',
  'Inc',
  'sp. z o.o.',
  'Sp. z o.o.',
  's.r.o.',
  'a.s.',
  'd.o.o.',
  'EOOD',
  'OOD',
  'AD',
  'S.p.A.',
  'SpA',
  'S.r.l.',
  'BV',
  'B.V.',
  'NV',
  'N.V.',
  'AB',
  'AS',
  'A/S',
  'Oy',
  'OÜ',
  'UAB',
  'SIA',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Longest first, so "GmbH & Co. KG" goes whole rather than leaving "GmbH & Co.".
const TRAILING_FORM = new RegExp(
  `[\\s,]+(?:${[...LEGAL_FORMS]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})\\s*$`,
  'i',
);

/** The name without its legal form; the name itself when nothing would be left. */
export function shortCompanyName(name: string): string {
  const short = name.trim().replace(TRAILING_FORM, '').trim();
  return short.length >= 2 ? short : name.trim();
}
