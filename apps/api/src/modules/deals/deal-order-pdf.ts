import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { DealDetail, DealParty } from '@freight/shared/deals';
import type { UiLanguage } from '@freight/shared/languages';
import { countryNameIn } from '../geo/geo.service';
import { ORDER_TEXTS } from './deal-order.texts';

const require = createRequire(import.meta.url);
/**
 * DejaVu Sans carries every letter of the five interface languages (ă ș ț ő ű ß é …), which the PDF
 * standard fonts do not; it is embedded as a subset of the glyphs used. Shipped by an npm package.
 */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export type OrderInput = { deal: DealDetail; proposedBy: string; acceptedBy: string };

/** A decimal amount with two decimals in the reader's way of writing numbers (the value is exact to the cent). */
const money = (amount: number, currency: string, lang: UiLanguage) =>
  `${new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${currency}`;

const when = (iso: string, lang: UiLanguage) =>
  `${new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;

/**
 * Issue 31 item 4: the agreed deal as a transport order, in `lang`: both companies with VAT number,
 * address and contact, the route with places and dates, goods or vehicle as on the entry, the price,
 * currency, VAT flag, payment term and note, the time of agreement and both accepting members.
 */
export function renderOrderPdf({ deal, proposedBy, acceptedBy }: OrderInput, lang: UiLanguage): Promise<Buffer> {
  const t = ORDER_TEXTS[lang];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${t.title} ${deal.number ?? ''}`.trim(), Producer: 'Freight Exchange' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);

  const heading = (text: string) => doc.moveDown(0.6).font('bold').fontSize(12).text(text).font('regular').fontSize(10);
  const line = (label: string, value: string) => doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  const country = (code: string) => countryNameIn(code, lang);

  doc
    .font('bold')
    .fontSize(18)
    .text(`${t.title} ${deal.number ?? ''}`.trim());
  doc.font('regular').fontSize(10).moveDown(0.3);
  if (deal.agreed_at) line(t.agreedAt, when(deal.agreed_at, lang));
  if (deal.status === 'cancelled') line(t.cancelled, deal.closed_reason);

  const party = (title: string, p: DealParty) => {
    heading(title);
    doc.text(p.name);
    line(t.vat, p.VATNumber);
    line(t.address, `${p.address}, ${country(p.country)}`);
    if (p.contact) line(t.contact, [p.contact.name, p.contact.phone, p.contact.email].filter(Boolean).join(', '));
  };
  party(t.carrierOrShipper.owner, deal.owner_party);
  party(t.carrierOrShipper.bidder, deal.bidder_party);

  const { entry, terms } = deal;
  heading(`${t.route} (${entry.identification_id})`);
  line(t.loading, `${entry.loading.postal_code} ${entry.loading.city}, ${country(entry.loading.country)}: ${terms.loading_date}`);
  line(t.unloading, `${entry.unloading.postal_code} ${entry.unloading.city}, ${country(entry.unloading.country)}: ${terms.unloading_date}`);

  heading(entry.form_type === 'truck' ? t.vehicle : t.cargo);
  const kinds =
    entry.form_type === 'truck'
      ? entry.truck_type
        ? [t.truckTypes[entry.truck_type]]
        : []
      : entry.platform_types.map((code) => t.platformTypes[code]);
  if (kinds.length > 0) doc.text(kinds.filter(Boolean).join(', '));
  line(t.weight, `${entry.weight} t`);
  if (entry.volume !== null) line(t.volume, `${entry.volume} m³`);
  line(t.loadingMetres, `${entry.mdp} m`);
  if (entry.notes) line(t.entryNotes, entry.notes);

  heading(t.price);
  line(
    t.price,
    `${money(terms.price, terms.currency, lang)} ${terms.price_unit === 'per_km' ? t.perKm : t.total}, ${entry.vat_type ? t.vatIncluded : t.vatExcluded}`,
  );
  line(t.paymentTerm, `${terms.payment_term_days} ${t.days}`);
  if (terms.note) line(t.note, terms.note);

  doc.moveDown(1);
  line(t.proposedBy, proposedBy);
  line(t.acceptedBy, acceptedBy);
  doc.end();
  return done;
}
