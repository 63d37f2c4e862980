import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGISTER_CONTRACT_DOCUMENTS } from '@freight/shared/accounts-constants';
import { UI_LANGUAGES } from '@freight/shared/languages';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const assetsDir = path.resolve(import.meta.dirname, '../../../assets/register_contracts');
const asset = (name: string) => fs.readFileSync(path.join(assetsDir, name));

function expectPdfHeaders(headers: Record<string, unknown>, name: string) {
  expect(headers['content-type']).toBe('application/pdf');
  expect(headers['content-disposition']).toBe(`inline; filename="${name}"; filename*=UTF-8''${name}`);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('public, max-age=86400');
}

describe('registration contract PDFs (§7), API only', () => {
  const ctx = useTestApp();

  for (const document of REGISTER_CONTRACT_DOCUMENTS) {
    for (const lang of UI_LANGUAGES) {
      it(`serves ${document} in ${lang}`, async () => {
        const name = `${document}_${lang}.pdf`;
        const response = await ctx.app.inject({ method: 'GET', url: `/media/register_contracts/${name}` });
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(response.rawPayload.equals(asset(name))).toBe(true);
        expectPdfHeaders(response.headers, name);
      });
    }
  }

  it('serves a different file for each language', async () => {
    const english = await ctx.app.inject({ method: 'GET', url: '/media/register_contracts/membership_contract_en.pdf' });
    const romanian = await ctx.app.inject({ method: 'GET', url: '/media/register_contracts/membership_contract_ro.pdf' });
    expect(romanian.rawPayload.equals(english.rawPayload)).toBe(false);
  });

  it('falls back to English for a language without a template', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/media/register_contracts/membership_contract_it.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(asset('membership_contract_en.pdf'))).toBe(true);
    expectPdfHeaders(response.headers, 'membership_contract_en.pdf');
  });

  for (const file of [
    '../etc/passwd',
    '..%2F..%2F..%2Fpackage.json',
    '..%2Fregister_contracts%2Fmembership_contract_en.pdf',
    'unknown_en.pdf',
    'membership_contract_en.txt',
    'membership_contract_EN.pdf',
    'membership_contract_eng.pdf',
    'membership_contract_en.pdf.bak',
  ]) {
    it(`answers 404 not_found for ${file}`, async () => {
      const response = await ctx.app.inject({ method: 'GET', url: `/media/register_contracts/${file}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    });
  }

  it('keeps the route out of the OpenAPI document', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths).some((route) => route.startsWith('/media/'))).toBe(false);
  });
});

describe('registration contract PDFs next to the single-page app', () => {
  const ctx = useTestApp(() => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-web-dist-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>spa</title>');
    return { config: testConfig({ webDist }) };
  });

  it('answers the PDF, not index.html, although the SPA catch-all is registered', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/media/register_contracts/data_processing_agreement_de.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(asset('data_processing_agreement_de.pdf'))).toBe(true);
    expectPdfHeaders(response.headers, 'data_processing_agreement_de.pdf');
  });

  it('answers 404 for an unknown contract name instead of the SPA page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/media/register_contracts/unknown_en.pdf' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('still serves the SPA for client routes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/register' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>spa</title>');
  });
});
