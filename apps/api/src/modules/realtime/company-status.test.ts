import { describe, expect, it } from 'vitest';
import { parseCompanyStatus } from './company-status.service';

describe('company_status payloads', () => {
  it('reads named companies or "too many to name", and nothing else', () => {
    expect(parseCompanyStatus('{"company_ids":[3,7]}')).toEqual({ companyIds: [3, 7] });
    expect(parseCompanyStatus('{"company_ids":null}')).toEqual({ companyIds: null });
    for (const payload of ['', 'not json', '{}', '{"company_ids":["3"]}', '{"company_ids":[1.5]}', 'null']) {
      expect(parseCompanyStatus(payload)).toBeNull();
    }
  });
});
