/**
 * The M-Pesa payout gateway's parts: its configuration (all of MPESA_* or none: the app refuses to start
 * half configured), Daraja's OAuth token (one per expiry, not one per call), and M-Pesa's times.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { darajaApi } from '../../../src/services/payouts/mpesa-api.js';
import { darajaTime } from '../../../src/services/payouts/mpesa-settle.js';
import { startDarajaStandin, type DarajaStandin } from '../../helpers/daraja-standin.js';

const FULL = {
  MPESA_CONSUMER_KEY: 'key',
  MPESA_CONSUMER_SECRET: 'secret',
  MPESA_SHORTCODE: '600992',
  MPESA_INITIATOR_NAME: 'testapi',
  MPESA_SECURITY_CREDENTIAL: 'ENC==',
};

describe('MPESA_* configuration', () => {
  it('is off without any of it, and the sandbox with BusinessPayment by default when all is set', () => {
    expect(loadConfig({}).mpesa).toBeNull();
    expect(loadConfig(FULL).mpesa).toEqual({
      consumerKey: 'key',
      consumerSecret: 'secret',
      shortcode: '600992',
      initiatorName: 'testapi',
      securityCredential: 'ENC==',
      apiUrl: 'https://sandbox.safaricom.co.ke',
      commandId: 'BusinessPayment',
    });
    expect(
      loadConfig({ ...FULL, MPESA_API_URL: 'https://api.safaricom.co.ke/', MPESA_COMMAND_ID: 'SalaryPayment' }).mpesa,
    ).toMatchObject({ apiUrl: 'https://api.safaricom.co.ke', commandId: 'SalaryPayment' });
  });

  it('refuses to start half configured, naming what is missing', () => {
    expect(() => loadConfig({ MPESA_CONSUMER_KEY: 'key', MPESA_SHORTCODE: '600992' })).toThrow(
      'M-Pesa payouts are half configured: MPESA_CONSUMER_SECRET, MPESA_INITIATOR_NAME, MPESA_SECURITY_CREDENTIAL are missing',
    );
    const { MPESA_SECURITY_CREDENTIAL: _, ...almost } = FULL;
    expect(() => loadConfig(almost)).toThrow('MPESA_SECURITY_CREDENTIAL is missing');
    expect(() => loadConfig({ ...FULL, MPESA_SHORTCODE: 'abc' })).toThrow('MPESA_SHORTCODE must be the B2C short code');
    expect(() => loadConfig({ ...FULL, MPESA_COMMAND_ID: 'Cash' })).toThrow();
  });
});

describe('Daraja OAuth token', () => {
  let daraja: DarajaStandin;
  beforeAll(async () => {
    daraja = await startDarajaStandin();
  });
  afterAll(() => daraja.close());
  const config = () => ({
    consumerKey: daraja.consumerKey,
    consumerSecret: daraja.consumerSecret,
    shortcode: '600992',
    initiatorName: 'testapi',
    securityCredential: 'ENC==',
    apiUrl: daraja.url,
    commandId: 'BusinessPayment' as const,
  });

  it('is asked once and reused until a minute before it expires, then asked again', async () => {
    daraja.tokenTtl = 61;
    const api = darajaApi(config());
    const first = await api.token();
    expect(await api.token()).toBe(first);
    expect(daraja.tokensIssued).toBe(1);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await api.token()).not.toBe(first);
    expect(daraja.tokensIssued).toBe(2);
    const [oauth] = daraja.requests;
    expect(oauth).toMatchObject({
      method: 'GET',
      path: '/oauth/v1/generate',
      auth: `Basic ${Buffer.from('standin-key:standin-secret').toString('base64')}`,
    });
  });

  it("wrong credentials are Daraja's refusal, not a token", async () => {
    await expect(darajaApi({ ...config(), consumerSecret: 'nope' }).token()).rejects.toMatchObject({
      call: 'oauth',
      status: 400,
      message: 'Invalid Authentication passed',
    });
  });
});

describe('M-Pesa times (Kenya, UTC+3)', () => {
  const fallback = new Date('2000-01-01T00:00:00Z');
  it.each([
    ['06.07.2024 22:48:52', '2024-07-06T19:48:52.000Z'],
    ['20180223054112', '2018-02-23T02:41:12.000Z'],
  ])('%s is %s', (value, iso) => {
    expect(darajaTime(value, fallback).toISOString()).toBe(iso);
  });
  it('anything else is the fallback', () => {
    expect(darajaTime('yesterday', fallback)).toBe(fallback);
    expect(darajaTime(undefined, fallback)).toBe(fallback);
  });
});
