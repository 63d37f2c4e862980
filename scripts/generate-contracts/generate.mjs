// Renders the contract templates of texts.mjs to apps/api/assets/register_contracts/{document}_{lang}.pdf,
// the files the API serves at /media/register_contracts/ (spec §7). The PDFs are committed: run this
// (`npm run contracts:generate`) only after changing a text; it is not part of start or test.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { contracts, DOCUMENTS, labels, LANGUAGES, PRODUCT_NAME } from './texts.mjs';

const outDir = path.resolve(import.meta.dirname, '../../apps/api/assets/register_contracts');

function escapeHtml(text) {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/**
 * No-break spaces the texts keep as plain spaces for readability: "4 %" (de, fr) never splits, and
 * French puts one before : ; ? ! and inside « ».
 */
function typography(text, lang) {
  const percent = text.replace(/(\d) %/g, '$1\u00a0%');
  if (lang !== 'fr') return percent;
  return percent.replace(/ ([:;?!»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}

/** Escapes a text and turns the `{_}` / `{__}` markers into blank lines to fill in by hand. */
function inline(text, lang) {
  return escapeHtml(typography(text, lang))
    .replaceAll('{__}', '<span class="blank long">&nbsp;</span>')
    .replaceAll('{_}', '<span class="blank">&nbsp;</span>');
}

/** Lines with blanks are set ragged and taller, so that justification does not stretch them and there is room to write. */
function fillIn(text) {
  return text.includes('{_') ? ' class="fill-in"' : '';
}

function paragraph(entry, lang) {
  if (typeof entry !== 'string') {
    return `<ul>${entry.list.map((item) => `<li${fillIn(item)}>${inline(item, lang)}</li>`).join('')}</ul>`;
  }
  const clause = /^(\d+\.\d+) (.*)$/s.exec(entry);
  if (!clause) return `<p${fillIn(entry)}>${inline(entry, lang)}</p>`;
  return `<p class="clause"><span class="num">${clause[1]}</span>${inline(clause[2], lang)}</p>`;
}

function signatureBlock(signatory, words, lang) {
  const line = (label) => `<div class="line"><span>${escapeHtml(label)}:</span><span class="fill"></span></div>`;
  return `<div class="signatory">
    <div class="role">${inline(signatory.role, lang)}</div>
    <div class="party">${inline(signatory.party, lang)}</div>
    ${line(words.name)}${line(words.signature)}${line(words.date)}${line(words.place)}
  </div>`;
}

function renderHtml(document, lang) {
  const text = contracts[document][lang];
  const words = labels[lang];
  if (!text || !words) throw new Error(`no text for ${document} in ${lang}`);
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(text.title)} – ${PRODUCT_NAME}</title>
<style>
  @page { size: A4; margin: 14mm 17mm 14mm 17mm; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 9.4pt; line-height: 1.36; color: #1b1f24; }
  header { display: flex; justify-content: space-between; align-items: baseline; border-bottom: 2px solid #1c4e80; padding-bottom: 2.5mm; margin-bottom: 5mm; }
  .brand { font-size: 14pt; font-weight: 700; color: #1c4e80; letter-spacing: 0.02em; }
  .tagline { font-size: 8.5pt; color: #5a6470; }
  h1 { font-size: 15pt; margin: 0 0 1mm; }
  .subtitle { margin: 0 0 3mm; color: #3d4650; }
  h2 { font-size: 10.2pt; margin: 3.2mm 0 1mm; color: #1c4e80; break-after: avoid; }
  p, li { margin: 0 0 1mm; text-align: justify; hyphens: auto; }
  ul { margin: 0 0 1mm; padding-left: 5mm; }
  .clause { padding-left: 7mm; text-indent: -7mm; }
  .clause .num { display: inline-block; width: 7mm; text-indent: 0; font-weight: 700; }
  .fill-in { text-align: left; line-height: 1.8; }
  .blank { display: inline-block; min-width: 26mm; border-bottom: 0.6pt solid #1b1f24; text-indent: 0; }
  .blank.long { min-width: 58mm; }
  .closing { margin-top: 3mm; }
  .signatures { display: grid; grid-template-columns: 1fr 1fr; gap: 12mm; margin-top: 5mm; break-inside: avoid; }
  .role { font-weight: 700; }
  .party { margin: 1mm 0 1mm; min-height: 5mm; }
  .line { display: flex; align-items: flex-end; gap: 2mm; margin-top: 5mm; }
  .line .fill { flex: 1; border-bottom: 0.6pt solid #1b1f24; height: 4mm; }
  .note { margin-top: 6mm; padding-top: 2mm; border-top: 0.5pt solid #c5ccd3; font-size: 8pt; color: #5a6470; }
</style>
</head>
<body>
<header><span class="brand">${PRODUCT_NAME}</span><span class="tagline">${escapeHtml(words.tagline)}</span></header>
<h1>${escapeHtml(text.title)}</h1>
<p class="subtitle fill-in">${inline(text.subtitle, lang)}</p>
${text.sections.map((section) => `<h2>${inline(section.heading, lang)}</h2>\n${section.body.map((entry) => paragraph(entry, lang)).join('\n')}`).join('\n')}
<p class="closing">${inline(text.closing, lang)}</p>
<div class="signatures">${text.signatories.map((signatory) => signatureBlock(signatory, words, lang)).join('')}</div>
<p class="note">${inline(words.template, lang)}</p>
</body>
</html>
`;
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    for (const document of DOCUMENTS) {
      for (const lang of LANGUAGES) {
        await page.setContent(renderHtml(document, lang), { waitUntil: 'load' });
        const file = path.join(outDir, `${document}_${lang}.pdf`);
        fs.writeFileSync(file, await page.pdf({ format: 'A4', printBackground: true }));
        console.log(`wrote ${path.relative(process.cwd(), file)}`);
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
