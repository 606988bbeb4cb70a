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
  /** Reverse proxy hops in front of the server whose X-Forwarded-For entries are believed (0: none). */
  trustProxy: number;
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

/**
 * Fastify's trust test for `trustProxy` hops: the socket peer and the entries the proxies appended are
 * believed, never what the client itself put in X-Forwarded-For. Fastify reads a bare number as "trust
 * nothing", hence the function.
 */
export function trustedProxyHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops === 0 ? false : (_address, hop) => hop < hops;
}

type Env = Record<string, string | undefined>;

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  }
  return value;
}

function nonNegativeInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, 0 or more, got "${raw}"`);
  return value;
}

function flag(env: Env, name: string): boolean {
  return ['1', 'true', 'yes'].includes((env[name] ?? '').toLowerCase());
}

function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
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
  // Demo accounts with a published password belong on the embedded database only, unless asked for.
  const seedDemo = databaseUrl === undefined || flag(env, 'SEED_DEMO');
  return {
    port,
    // While the demo accounts (published password) exist, only this machine may reach them unless HOST says.
    host: optional(env, 'HOST') ?? (seedDemo ? LOOPBACK_HOST : ALL_INTERFACES),
    logLevel: optional(env, 'LOG_LEVEL') ?? 'info',
    trustProxy: nonNegativeInteger(env, 'TRUST_PROXY', 0),
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
    publicUrl: (optional(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: optional(env, 'SMTP_URL'),
    mailFrom: optional(env, 'MAIL_FROM') ?? 'no-reply@localhost',
  };
}
