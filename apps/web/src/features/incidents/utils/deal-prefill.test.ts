import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { prefillFromDeal } from './deal-prefill';

const t = ((key: string, values: Record<string, string>) => `${key} ${JSON.stringify(values)}`) as unknown as TFunction;
const query = {
  deal: '5',
  company: '1',
  company_name: 'Carpați Trans SRL',
  amount: '1900.50',
  currency: 'EUR',
  invoice_date: '2026-10-02',
  due_date: '2026-11-01',
  order: 'FX-2026-000123',
};

/** Issue 32 item 1: the payment-incident form takes a deal's prefill only when the shared schema passes it. */
describe('prefillFromDeal', () => {
  it('fills debtor, amount, currency, deadline and a description naming the order and dates', () => {
    expect(prefillFromDeal(new URLSearchParams(query), t, 'en')).toEqual({
      company: { id: 1, name: 'Carpați Trans SRL' },
      pendingValue: '1900.50',
      currency: 'EUR',
      deadline: '2026-11-01',
      deal: { id: 5, number: 'FX-2026-000123' },
      description: 'deals.after.incidentDescription {"order":"FX-2026-000123","invoice":"02/10/2026","due":"01/11/2026"}',
    });
  });

  it('leaves the amount to the creditor when the deal has none (a price per km), keeping the rest', () => {
    const { amount: _amount, ...perKm } = query;
    const filled = prefillFromDeal(new URLSearchParams(perKm), t, 'en');
    expect(filled).not.toHaveProperty('pendingValue');
    expect(filled).toMatchObject({ company: { id: 1, name: 'Carpați Trans SRL' }, currency: 'EUR', deadline: '2026-11-01' });
  });

  it('leaves out a currency the incident form does not know, and refuses anything the schema refuses', () => {
    expect(prefillFromDeal(new URLSearchParams({ ...query, currency: 'HUF' }), t, 'en')).not.toHaveProperty('currency');
    expect(prefillFromDeal(new URLSearchParams({ ...query, company: 'x' }), t, 'en')).toBeUndefined();
    expect(prefillFromDeal(new URLSearchParams({ ...query, due_date: '2026-02-30' }), t, 'en')).toBeUndefined();
    expect(prefillFromDeal(new URLSearchParams(), t, 'en')).toBeUndefined();
  });
});
