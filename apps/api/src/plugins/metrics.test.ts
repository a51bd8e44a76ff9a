import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: 'rahasia-scrape-token' });
  });
  afterAll(async () => t.close());

  it('answers the scrape that sends the token, and nobody else', async () => {
    const none = await t.app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer rahasia' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('vd_');
    const right = await t.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer rahasia-scrape-token' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toMatch(/vd_http_request_duration_seconds|http_request_duration/);
  });
});
