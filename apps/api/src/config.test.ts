import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

describe('configuration', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ dataDir: expect.stringMatching(/data[/\\]db$/) });
    expect(config.jwtSecretIsEphemeral).toBe(true);
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    const config = parseConfig({ DATABASE_URL: 'postgres://u@localhost:5432/x' });
    expect(config.database).toMatchObject({ url: 'postgres://u@localhost:5432/x' });
  });

  it('names every wrong variable, never its value', () => {
    let error: unknown;
    try {
      parseConfig({ PORT: 'abc', DATABASE_URL: 'mysql://rahasia@h/x', JWT_SECRET: 'pendek' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('JWT_SECRET');
    expect(message).not.toContain('rahasia');
    expect(message).not.toContain('pendek');
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  it('chooses the payment gateway: simulator by default, Midtrans with a server key', () => {
    expect(parseConfig({}).payment).toMatchObject({ gateway: 'simulator', snapBaseUrl: null });
    expect(parseConfig({ MIDTRANS_SERVER_KEY: 'SB-Mid-server-x1' }).payment).toMatchObject({
      gateway: 'midtrans',
      snapBaseUrl: 'https://app.sandbox.midtrans.com',
    });
    expect(
      parseConfig({ MIDTRANS_SERVER_KEY: 'Mid-server-x1', MIDTRANS_PRODUCTION: 'true' }).payment.snapBaseUrl,
    ).toBe('https://app.midtrans.com');
    const secret = 'x'.repeat(40);
    expect(() => parseConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(/MIDTRANS_SERVER_KEY/);
    expect(
      parseConfig({ NODE_ENV: 'production', JWT_SECRET: secret, PAYMENT_SIMULATOR: 'true' }).payment.gateway,
    ).toBe('simulator');
  });
});
