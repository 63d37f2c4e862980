import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';

describe('API reference', () => {
  const ctx = useTestApp();

  it('generates /api/openapi.json from the route schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health/', '/api/useful-links/', '/api/realtime-stats/', '/api/about-us/']),
    );
    const stats = document.paths['/api/realtime-stats/'].get.responses['200'].content['application/json'].schema;
    expect(stats).toEqual({ $ref: '#/components/schemas/RealtimeStats' });
    expect(Object.keys(document.components.schemas.RealtimeStats.properties)).toContain('truck_last_24h');
  });

  it('serves a browsable reference at /api/docs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
