/**
 * The platform's secrets (server/secrets.ts): never the committed example, generated once per data
 * folder in development, taken from the environment or SECRETS_FILE first, and required in production.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultPaymentSettings } from '../../../server/domains/payments/settings';
import { loadSecrets, providerSecretName, SecretsError } from '../../../server/secrets';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const folder = (name: string) => path.join(root, name);
const channels = ['WECHAT_WEB', 'ALIPAY_WEB'];
const strong = (c: string) => `${c.toLowerCase()}-0123456789abcdefghijklmnopqrstuvwxyz`;

describe('platform secrets', () => {
  it('commits no key: the default settings hold random keys, different in every process', () => {
    for (const c of defaultPaymentSettings.channels) {
      expect(c.secret).not.toMatch(/^sandbox-secret-/);
      expect(c.secret.length).toBeGreaterThanOrEqual(32);
    }
    expect(new Set(defaultPaymentSettings.channels.map((c) => c.secret)).size).toBe(defaultPaymentSettings.channels.length);
    expect(defaultPaymentSettings.formTokenSecret).not.toBe(defaultPaymentSettings.channels[0]!.secret);
  });

  it('generates random keys on the first start in development, keeps them in the data folder (owner-only) and reads the same ones later', () => {
    const dataDir = folder('dev');
    const first = loadSecrets({ env: {}, dataDir, channels, production: false });
    expect(first.providers.WECHAT_WEB).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.providers.ALIPAY_WEB).not.toBe(first.providers.WECHAT_WEB);
    expect(first.formToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.session).not.toBe(first.formToken);
    expect(fs.statSync(path.join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(loadSecrets({ env: {}, dataDir, channels, production: false })).toEqual(first);
    // A channel added later gets a key; the others keep theirs.
    const more = loadSecrets({ env: {}, dataDir, channels: [...channels, 'USDT'], production: false });
    expect(more.providers.WECHAT_WEB).toBe(first.providers.WECHAT_WEB);
    expect(more.providers.USDT).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A data folder written before the session key existed gets one, kept from then on.
    const older = folder('older');
    fs.mkdirSync(older);
    fs.writeFileSync(path.join(older, 'secrets.json'), JSON.stringify({ formToken: first.formToken, providers: first.providers }));
    const upgraded = loadSecrets({ env: {}, dataDir: older, channels, production: false });
    expect(upgraded.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(loadSecrets({ env: {}, dataDir: older, channels, production: false }).session).toBe(upgraded.session);
  });

  it('takes a key from the environment before the file, and the file named by SECRETS_FILE before the data folder', () => {
    const file = path.join(root, 'given.json');
    fs.writeFileSync(
      file,
      JSON.stringify({ formToken: strong('form'), session: strong('session'), providers: { WECHAT_WEB: strong('wechat'), ALIPAY_WEB: strong('alipay') } }),
    );
    const secrets = loadSecrets({
      env: { SECRETS_FILE: file, [providerSecretName('ALIPAY_WEB')]: strong('from-env'), SESSION_SECRET: strong('session-env') },
      dataDir: folder('given'),
      channels,
      production: true,
    });
    expect(secrets).toEqual({
      formToken: strong('form'),
      session: strong('session-env'),
      providers: { WECHAT_WEB: strong('wechat'), ALIPAY_WEB: strong('from-env') },
    });
    expect(fs.existsSync(folder('given'))).toBe(false);
  });

  it('does not start in production without every key, and refuses weak ones and the old committed example, naming each', () => {
    const missing = () => loadSecrets({ env: {}, dataDir: folder('prod'), channels, production: true });
    expect(missing).toThrow(SecretsError);
    expect(missing).toThrow(/PROVIDER_SECRET_WECHAT_WEB: missing[\s\S]*PROVIDER_SECRET_ALIPAY_WEB: missing/);
    expect(missing).toThrow(/FORM_TOKEN_SECRET: missing/);
    expect(missing).toThrow(/SESSION_SECRET: missing/);
    expect(fs.existsSync(folder('prod'))).toBe(false);
    const weak = () =>
      loadSecrets({
        env: {
          FORM_TOKEN_SECRET: 'short',
          SESSION_SECRET: strong('session'),
          PROVIDER_SECRET_WECHAT_WEB: 'sandbox-secret-wechat_web-and-some-more-characters',
          PROVIDER_SECRET_ALIPAY_WEB: strong('alipay'),
        },
        dataDir: folder('weak'),
        channels,
        production: true,
      });
    expect(weak).toThrow(/FORM_TOKEN_SECRET: too weak[\s\S]*PROVIDER_SECRET_WECHAT_WEB: too weak/);
    expect(weak).not.toThrow(/ALIPAY|SESSION/);
  });
});
