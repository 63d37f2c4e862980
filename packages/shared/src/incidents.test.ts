import { describe, expect, it } from 'vitest';
import {
  INCIDENT_DESCRIPTION_MAX,
  INCIDENT_REASON_MAX,
  incidentDecisionSchema,
  incidentListQuerySchema,
  incidentSchema,
  PENDING_VALUE_MAX,
  paymentIncidentFieldsSchema,
  transportIncidentFieldsSchema,
} from './incidents';
import { failedPaths, issueCodes } from './test/issue-codes';

// The incident forms are multipart: every field arrives as text.
const payment = { companyId: '12', description: ' Invoice 42 unpaid ', pendingValue: '1500,50', currency: 'EUR', deadline: '2027-01-31' };
const transport = { companyId: '12', description: 'Goods damaged', incident_date: '2027-01-10' };

describe('payment incident fields (§5, §9)', () => {
  it('reads the text fields: the company id and the amount as numbers, a decimal comma as a point', () => {
    expect(paymentIncidentFieldsSchema.parse(payment)).toEqual({
      companyId: 12,
      description: 'Invoice 42 unpaid',
      pendingValue: 1500.5,
      currency: 'EUR',
      deadline: '2027-01-31',
    });
  });

  it('takes an empty text as missing, not as zero', () => {
    const result = paymentIncidentFieldsSchema.safeParse({
      companyId: '',
      description: '  ',
      pendingValue: ' ',
      currency: '',
      deadline: '',
    });
    expect(issueCodes(result)).toEqual({
      companyId: ['required'],
      description: ['required'],
      pendingValue: ['required'],
      currency: ['incident_currency_invalid'],
      deadline: ['required'],
    });
  });

  it('refuses a company id beyond PostgreSQL integer as an unchosen company (issue 35: it answered 500)', () => {
    for (const schema of [paymentIncidentFieldsSchema, transportIncidentFieldsSchema])
      for (const companyId of [String(2 ** 31), 2 ** 40])
        expect(issueCodes(schema.safeParse({ ...(schema === paymentIncidentFieldsSchema ? payment : transport), companyId }))).toEqual({
          companyId: ['required'],
        });
  });

  it('reads the deal it is filed from as a row id, an empty text as none (decision 067)', () => {
    expect(paymentIncidentFieldsSchema.parse({ ...payment, deal_id: '5' }).deal_id).toBe(5);
    expect(paymentIncidentFieldsSchema.parse({ ...payment, deal_id: '' }).deal_id).toBeUndefined();
    for (const deal_id of ['x', '0', '2.5', String(2 ** 31)])
      expect(issueCodes(paymentIncidentFieldsSchema.safeParse({ ...payment, deal_id }))).toEqual({ deal_id: ['number_invalid'] });
  });

  it('takes EUR, RON and USD, unlike entries', () => {
    expect(paymentIncidentFieldsSchema.parse({ ...payment, currency: 'USD' }).currency).toBe('USD');
    expect(issueCodes(paymentIncidentFieldsSchema.safeParse({ ...payment, currency: 'GBP' }))).toEqual({
      currency: ['incident_currency_invalid'],
    });
  });

  it('keeps the amount between zero and what numeric(14, 2) holds', () => {
    expect(PENDING_VALUE_MAX).toBe(999_999_999_999);
    expect(paymentIncidentFieldsSchema.parse({ ...payment, pendingValue: '0' }).pendingValue).toBe(0);
    expect(paymentIncidentFieldsSchema.parse({ ...payment, pendingValue: String(PENDING_VALUE_MAX) }).pendingValue).toBe(PENDING_VALUE_MAX);
    expect(issueCodes(paymentIncidentFieldsSchema.safeParse({ ...payment, pendingValue: String(PENDING_VALUE_MAX + 1) }))).toEqual({
      pendingValue: ['too_big'],
    });
    expect(issueCodes(paymentIncidentFieldsSchema.safeParse({ ...payment, pendingValue: '-0,01' }))).toEqual({
      pendingValue: ['negative'],
    });
    expect(issueCodes(paymentIncidentFieldsSchema.safeParse({ ...payment, pendingValue: 'lots' }))).toEqual({ pendingValue: ['required'] });
  });

  it('asks for a positive whole company id', () => {
    for (const companyId of ['0', '-3', '1.5', 'acme'])
      expect(issueCodes(paymentIncidentFieldsSchema.safeParse({ ...payment, companyId }))).toEqual({ companyId: ['required'] });
  });

  it('keeps the description to 4000 characters and without NUL, which PostgreSQL text cannot hold', () => {
    expect(INCIDENT_DESCRIPTION_MAX).toBe(4000);
    expect(issueCodes(paymentIncidentFieldsSchema.safeParse({ ...payment, description: 'd'.repeat(INCIDENT_DESCRIPTION_MAX) }))).toEqual(
      {},
    );
    expect(
      issueCodes(paymentIncidentFieldsSchema.safeParse({ ...payment, description: 'd'.repeat(INCIDENT_DESCRIPTION_MAX + 1) })),
    ).toEqual({
      description: ['too_long'],
    });
    expect(issueCodes(paymentIncidentFieldsSchema.safeParse({ ...payment, description: 'a\u0000b' }))).toEqual({
      description: ['invalid_value'],
    });
  });

  it('takes a deadline that is a real YYYY-MM-DD day', () => {
    expect(issueCodes(paymentIncidentFieldsSchema.safeParse({ ...payment, deadline: '2027-02-30' }))).toEqual({
      deadline: ['date_invalid'],
    });
    expect(issueCodes(paymentIncidentFieldsSchema.safeParse({ ...payment, deadline: '31.01.2027' }))).toEqual({
      deadline: ['date_invalid', 'date_invalid'],
    });
  });
});

describe('transport incident fields (§5)', () => {
  it('asks for the company, a description and the day of the incident', () => {
    expect(transportIncidentFieldsSchema.parse(transport)).toEqual({ ...transport, companyId: 12 });
    expect(issueCodes(transportIncidentFieldsSchema.safeParse({ ...transport, companyId: '', incident_date: '2027-13-01' }))).toEqual({
      companyId: ['required'],
      incident_date: ['date_invalid'],
    });
  });
});

describe('staff decision (§4)', () => {
  it('approves or declines, always with a reason of at most 1000 characters', () => {
    expect(INCIDENT_REASON_MAX).toBe(1000);
    expect(incidentDecisionSchema.parse({ status: 'declined', reason: ' No proof of delivery ' })).toEqual({
      status: 'declined',
      reason: 'No proof of delivery',
    });
    expect(issueCodes(incidentDecisionSchema.safeParse({ status: 'pending', reason: '  ' }))).toEqual({
      status: ['incident_status_invalid'],
      reason: ['required'],
    });
    expect(issueCodes(incidentDecisionSchema.safeParse({ status: 'approved', reason: 'r'.repeat(INCIDENT_REASON_MAX + 1) }))).toEqual({
      reason: ['too_long'],
    });
  });
});

describe('incident lists', () => {
  it('default to all own incidents, newest first, and take only the listed scopes, orders, statuses and kinds', () => {
    expect(incidentListQuerySchema.parse({})).toEqual({ limit: 50, scope: 'all', ordering: '-created_at' });
    expect(
      incidentListQuerySchema.parse({ scope: 'against_me', ordering: 'pending_first', status: 'declined', kind: 'transport' }),
    ).toMatchObject({
      scope: 'against_me',
      ordering: 'pending_first',
    });
    const result = incidentListQuerySchema.safeParse({ scope: 'mine', ordering: 'amount', status: 'open', kind: 'fraud', company: '0' });
    expect(failedPaths(result)).toEqual(['company', 'kind', 'ordering', 'scope', 'status']);
  });

  it('tell a payment incident from a transport incident by its kind', () => {
    const base = {
      id: 1,
      company: { id: 2, name: 'Target' },
      created_by_company: { id: 3, name: 'Reporter' },
      description: 'd',
      status: 'pending',
      created_at: '2027-01-01T10:00:00.000Z',
      decision_reason: '',
      documents: [],
    };
    expect(incidentSchema.safeParse({ ...base, kind: 'transport', incident_date: '2027-01-01' }).success).toBe(true);
    // A payment incident without its amount is not read as a transport incident.
    expect(failedPaths(incidentSchema.safeParse({ ...base, kind: 'payment', incident_date: '2027-01-01' }))).toEqual([
      'currency',
      'deadline',
      'deal',
      'pending_value',
    ]);
  });
});
