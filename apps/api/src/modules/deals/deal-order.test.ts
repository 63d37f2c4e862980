import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { act, bearer, company, offer, terms, ware } from './deals.test-helpers';

/** The PDF's text as a reader's PDF program extracts it, whitespace folded. */
async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** Issue 31 item 4: the agreed deal as a transport order PDF in each side's language, parsed back from the file. */
describe('deals: the transport order PDF', () => {
  const ctx = useTestApp();

  it('states both parties, route, goods, price, terms, the time of agreement and both accepting members, in Romanian and in German', async () => {
    const db = ctx.database.db;
    const a = await company(db, 'Transporturi Știință Țară SRL', 'ro');
    const b = await company(db, 'Größe Spedition Kőbánya GmbH', 'de');
    const entry = await ware(db, a, { notes: 'Paleți EUR, încărcare laterală', vatType: true });
    const deal = (await offer(ctx.app, b.employee, entry.uid, { price: 1234.5, note: 'Fahrer spricht Deutsch, ő ű é ß ă ș ț' })).body;
    const order = (id: number, userId: number, lang: string) =>
      bearer(ctx.app, userId).then((headers) => ctx.app.inject({ method: 'GET', url: `/api/deals/${id}/order.pdf?lang=${lang}`, headers }));

    expect((await order(deal.id, a.admin, 'ro')).json()).toMatchObject({ code: 'deal_not_open' });
    await act(
      ctx.app,
      a.admin,
      deal.id,
      'counter',
      terms({ price: 1300.75, currency: 'EUR', payment_term_days: 60, note: 'Fahrer spricht Deutsch, ő ű é ß ă ș ț' }),
    );
    const agreed = (await act(ctx.app, b.employee, deal.id, 'accept')).body;
    expect(agreed.status).toBe('agreed');

    const romanian = await order(deal.id, a.admin, 'ro');
    expect(romanian.statusCode).toBe(200);
    expect(romanian.headers['content-type']).toBe('application/pdf');
    expect(romanian.headers['content-disposition']).toContain(`${agreed.number}.pdf`);
    expect(romanian.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const ro = await pdfText(romanian.rawPayload);
    for (const expected of [
      `Comandă de transport ${agreed.number}`,
      'Transporturi Știință Țară SRL',
      'Größe Spedition Kőbánya GmbH',
      'Cod fiscal (CUI)',
      'Timișoara',
      'Ungaria',
      '1.300,75 EUR total, cu TVA inclus',
      'Termen de plată: 60 zile',
      'Fahrer spricht Deutsch, ő ű é ß ă ș ț',
      'Paleți EUR, încărcare laterală',
      'Încheiată la',
      `Condiții propuse de: Ana Admin Transporturi Știință Țară SRL, Transporturi Știință Țară SRL`,
      `Acceptată de: Emil Employee Größe Spedition Kőbánya GmbH, Größe Spedition Kőbánya GmbH`,
    ]) {
      expect(ro).toContain(expected);
    }

    const de = await pdfText((await order(deal.id, b.employee, 'de')).rawPayload);
    for (const expected of [
      `Transportauftrag ${agreed.number}`,
      'USt-IdNr.',
      'Rumänien',
      '1.300,75 EUR gesamt, inkl. MwSt.',
      'Zahlungsziel: 60 Tage',
      'Vereinbart am',
      'Angenommen von: Emil Employee',
    ]) {
      expect(de).toContain(expected);
    }

    const outsider = await company(db, 'Outsider SRL');
    expect((await order(deal.id, outsider.admin, 'en')).statusCode).toBe(404);
  });
});
