import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { findRepoRoot } from './paths';

export const IN_MEMORY_DATA_DIR = 'memory://';
export const LOOPBACK_HOST = '127.0.0.1';
export const ALL_INTERFACES = '0.0.0.0';

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface Config {
  port: number;
  host: string;
  logLevel: string;
  /** Addresses (or CIDR ranges) of the reverse proxy whose X-Forwarded-For entries are believed (none: empty). */
  trustProxy: string[];
  /** Set: PostgreSQL. Unset: embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** A folder, or `memory://` for a throw-away in-memory database. */
  dataDir: string;
  seedDemo: boolean;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Unset: generated once and kept in the settings table so tokens survive a restart. */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  rememberMeRefreshTokenTtlSeconds: number;
  /** No refresh carries a session past this time from its sign-in. */
  sessionMaxLifetimeSeconds: number;
  /** Failed sign-ins per account and address before the waits start. */
  loginMaxFailures: number;
  /** Failed sign-ins per account from addresses it never signed in from, before the waits start. */
  loginMaxFailuresPerAccount: number;
  /** Sign-ups and reset mails per client address within `loginWindowSeconds`. */
  loginMaxFailuresPerAddress: number;
  /** The longest wait between sign-in attempts, and the window of the per-address allowance. */
  loginWindowSeconds: number;
  apiRateLimitPerMinute: number;
  argon2: Argon2Params;
  hostDist: string;
  releasesDir: string;
  /** Where the browser reaches the app; reset links point here. */
  publicUrl: string;
  /** Set: mail goes out through this SMTP server. Unset: mail is written to the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
}

/** OWASP's argon2id baseline (19 MiB, 2 iterations, 1 lane). */
export const PRODUCTION_ARGON2: Argon2Params = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

type Env = Record<string, string | undefined>;

/**
 * The trust test of the proxy addresses: true for a connection from one of them (IPv4 also as an
 * IPv4-mapped IPv6 address). Fastify walks X-Forwarded-For from the right while the address it stands at
 * passes this test, so a client that connects directly, or writes its own entries before the proxy's,
 * is never taken for someone else. Undefined when no proxy is trusted.
 */
export function trustedProxy(addresses: readonly string[]): ((address: string) => boolean) | undefined {
  if (addresses.length === 0) return undefined;
  const list = new BlockList();
  for (const entry of addresses) {
    const [address, prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    const type = isIP(plain);
    return type !== 0 && list.check(plain, type === 6 ? 'ipv6' : 'ipv4');
  };
}

/** TRUST_PROXY: the proxy's addresses or CIDR ranges, comma-separated. Addresses, not a hop count: hops believe whoever connects. */
function proxyAddresses(env: Env): string[] {
  const entries = (env.TRUST_PROXY ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = family === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !prefixOk || extra !== undefined) {
      throw new Error(
        `TRUST_PROXY lists the reverse proxy's addresses or CIDR ranges, comma-separated (e.g. 127.0.0.1 or 10.207.37.10), got "${entry}"`,
      );
    }
  }
  return entries;
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  }
  return value;
}

function flag(env: Env, name: string): boolean {
  return ['1', 'true', 'yes'].includes((env[name] ?? '').toLowerCase());
}

function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/**
 * Where mail links point and how mail goes out. In production (NODE_ENV=production) both must be set: a
 * missing PUBLIC_URL would send every reset and invitation link to localhost, and without SMTP_URL no such
 * mail could reach anyone. The server and the worker refuse to start rather than run with mail off.
 */
function mailSettings(env: Env, port: number): { publicUrl: string; smtpUrl: string | undefined } {
  const publicUrl = optional(env, 'PUBLIC_URL');
  const smtpUrl = optional(env, 'SMTP_URL');
  if (env.NODE_ENV === 'production') {
    if (publicUrl === undefined) {
      throw new Error(
        'PUBLIC_URL must be set in production: the address browsers reach the dashboard at (e.g. https://waste.example.lk), where reset and invitation links point',
      );
    }
    if (smtpUrl === undefined) {
      throw new Error(
        'SMTP_URL must be set in production: without it no reset or invitation mail goes out (e.g. smtps://user:password@mail.example.lk:465)',
      );
    }
  }
  if (publicUrl !== undefined && !/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(publicUrl)) {
    throw new Error(`PUBLIC_URL must be an http(s) address without query or fragment, got "${publicUrl}"`);
  }
  return { publicUrl: (publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, ''), smtpUrl };
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const repoRoot = findRepoRoot();
  const databaseUrl = optional(env, 'DATABASE_URL');
  const jwtSecret = optional(env, 'JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new Error('JWT_SECRET must be at least 32 characters long');
  }
  const adminEmail = optional(env, 'ADMIN_EMAIL');
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if ((adminEmail === undefined) !== (adminPassword === undefined)) {
    throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const dataDir = optional(env, 'DATA_DIR') ?? path.join(cwd, 'data');
  const port = positiveInteger(env, 'PORT', 8080);
  const { publicUrl, smtpUrl } = mailSettings(env, port);
  // Demo accounts with a published password belong on the embedded database only, unless asked for.
  const seedDemo = databaseUrl === undefined || flag(env, 'SEED_DEMO');
  return {
    port,
    // While the demo accounts (published password) exist, only this machine may reach them unless HOST says.
    host: optional(env, 'HOST') ?? (seedDemo ? LOOPBACK_HOST : ALL_INTERFACES),
    logLevel: optional(env, 'LOG_LEVEL') ?? 'info',
    trustProxy: proxyAddresses(env),
    databaseUrl,
    dataDir: dataDir === IN_MEMORY_DATA_DIR ? dataDir : path.resolve(cwd, dataDir),
    seedDemo,
    adminEmail,
    adminPassword,
    jwtSecret,
    accessTokenTtlSeconds: positiveInteger(env, 'ACCESS_TOKEN_TTL_SECONDS', 900),
    refreshTokenTtlSeconds: positiveInteger(env, 'REFRESH_TOKEN_TTL_SECONDS', 7 * 24 * 3600),
    rememberMeRefreshTokenTtlSeconds: positiveInteger(env, 'REMEMBER_ME_REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 3600),
    sessionMaxLifetimeSeconds: positiveInteger(env, 'SESSION_MAX_LIFETIME_SECONDS', 30 * 24 * 3600),
    loginMaxFailures: positiveInteger(env, 'LOGIN_MAX_FAILURES', 5),
    loginMaxFailuresPerAccount: positiveInteger(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 20),
    loginMaxFailuresPerAddress: positiveInteger(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 20),
    loginWindowSeconds: positiveInteger(env, 'LOGIN_WINDOW_SECONDS', 900),
    apiRateLimitPerMinute: positiveInteger(env, 'API_RATE_LIMIT_PER_MINUTE', 1200),
    argon2: PRODUCTION_ARGON2,
    hostDist: path.resolve(cwd, optional(env, 'HOST_DIST') ?? path.join(repoRoot, 'host', 'dist')),
    releasesDir: path.resolve(cwd, optional(env, 'RELEASES_DIR') ?? path.join(repoRoot, 'releases')),
    publicUrl,
    smtpUrl,
    mailFrom: optional(env, 'MAIL_FROM') ?? 'no-reply@localhost',
  };
}
