/**
 * The platform's secrets, never in the repository: the key each payment provider signs its
 * notifications with (PROVIDER_SECRET_<CHANNEL CODE>), the key of the deposit form tokens
 * (FORM_TOKEN_SECRET) and the key of the session's own signed values, password-reset tokens and
 * known-device cookies (SESSION_SECRET: every process must share it, or a token one signed is
 * refused by another). Each comes from the environment, else from the JSON file SECRETS_FILE
 * ({ "formToken": "…", "session": "…", "providers": { "WECHAT_WEB": "…" } }), else, outside production, from
 * DATA_DIR/secrets.json, which the first start writes with random keys (every process of the data
 * folder then reads the same ones). In production a missing or weak secret stops the start.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface PlatformSecrets {
  /** Channel code → the key its provider signs notifications with. */
  providers: Record<string, string>;
  formToken: string;
  session: string;
}

export class SecretsError extends Error {}

/** A key is at least this long: 32 random bytes in base64url are 43 characters. */
const MIN_LENGTH = 32;

export const providerSecretName = (code: string) => `PROVIDER_SECRET_${code}`;

const randomKey = () => crypto.randomBytes(32).toString('base64url');

function readFile(file: string): Partial<PlatformSecrets> {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<PlatformSecrets>;
  } catch (error) {
    throw new SecretsError(`SECRETS_FILE ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** DATA_DIR/secrets.json, written once with random keys: created atomically, so processes starting together agree. */
function generatedFile(dataDir: string, channels: readonly string[]): Partial<PlatformSecrets> {
  const file = path.join(dataDir, 'secrets.json');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const fresh: PlatformSecrets = { formToken: randomKey(), session: randomKey(), providers: Object.fromEntries(channels.map((code) => [code, randomKey()])) };
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600 });
    try {
      fs.linkSync(temporary, file); // fails if another process wrote it first: theirs is read below
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temporary, { force: true });
    }
  }
  const stored = readFile(file);
  // A channel (or a key) added since the file was written gets its key now.
  const missing = channels.filter((code) => !stored.providers?.[code]);
  if (missing.length > 0 || !stored.session) {
    const updated = {
      ...stored,
      session: stored.session ?? randomKey(),
      providers: { ...stored.providers, ...Object.fromEntries(missing.map((code) => [code, randomKey()])) },
    };
    fs.writeFileSync(file, `${JSON.stringify(updated, null, 2)}\n`, { mode: 0o600 });
    return updated;
  }
  return stored;
}

export function loadSecrets(options: { env: NodeJS.ProcessEnv; dataDir: string; channels: readonly string[]; production: boolean }): PlatformSecrets {
  const { env, channels } = options;
  const get = (name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name]);
  const file = get('SECRETS_FILE');
  const stored: Partial<PlatformSecrets> = file ? readFile(file) : options.production ? {} : generatedFile(options.dataDir, channels);
  const problems: string[] = [];
  const pick = (name: string, value: string | undefined): string => {
    if (value === undefined) problems.push(`${name}: missing (set it, or put it in SECRETS_FILE)`);
    else if (value.length < MIN_LENGTH || /^sandbox-secret-/.test(value)) problems.push(`${name}: too weak (at least ${MIN_LENGTH} random characters)`);
    return value ?? '';
  };
  const secrets: PlatformSecrets = {
    formToken: pick('FORM_TOKEN_SECRET', get('FORM_TOKEN_SECRET') ?? stored.formToken),
    session: pick('SESSION_SECRET', get('SESSION_SECRET') ?? stored.session),
    providers: Object.fromEntries(channels.map((code) => [code, pick(providerSecretName(code), get(providerSecretName(code)) ?? stored.providers?.[code])])),
  };
  if (problems.length > 0) throw new SecretsError(`the platform's secrets are not usable:\n  ${problems.join('\n  ')}`);
  return secrets;
}
