/**
 * The one configuration object, parsed from the environment with zod at start-up.
 * Nothing else in the server reads process.env.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_TIME_ZONE, isTimeZone, SIGNUP_MODES, type SignupMode } from '@firebreak/shared';
import { z } from 'zod';
import type { S3Settings } from './lib/storage/s3-file-store';

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : ['true', '1', 'yes', 'on'].includes(value),
    );

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/**
 * Which proxies' X-Forwarded-For to believe: a hop count or a list of proxy addresses/CIDRs, as
 * Fastify's `trustProxy` takes them. Never a blanket `true`: that believes whatever address a client
 * writes into the header, and every per-address limit falls to a changing header (issue 25).
 */
const trustProxySetting = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = value?.trim().toLowerCase() ?? '';
    if (['', 'false', '0', 'no', 'off'].includes(text)) return false;
    if (['true', 'yes', 'on'].includes(text)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY=true would believe any client-written X-Forwarded-For: give the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.5,10.1.0.0/16)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops > 0 && hops <= 10) return hops;
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY hop count must be between 1 and 10' });
      return z.NEVER;
    }
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const invalid = entries.filter((entry) => !isProxyAddress(entry));
    if (invalid.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be a hop count or a list of addresses/CIDRs; not understood: ${invalid.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** An IP address, an address/prefix, or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** smtp://[user[:pass]@]host[:port] or smtps://…: what nodemailer's transport takes. */
function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return ['smtp:', 'smtps:'].includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An address, or a display name and an address in angle brackets. */
function isMailFrom(value: string): boolean {
  const address = /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value;
  return z.email().safeParse(address.trim()).success;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
  ),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
      .optional(),
  ),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(24 * 7),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60 * 30)
    .default(30),
  INVITE_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(72),
  APP_NAME: z.string().trim().min(1).max(60).default('Firebreak'),
  APP_TIME_ZONE: optionalText.pipe(
    z
      .string()
      .refine(isTimeZone, {
        message: `APP_TIME_ZONE must be an IANA time zone such as ${DEFAULT_TIME_ZONE}`,
      })
      .default(DEFAULT_TIME_ZONE),
  ),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  ALLOW_ADMIN_SIGNUP: booleanFlag(false),
  SIGNUP_MODE: optionalText.pipe(
    z.enum(SIGNUP_MODES, { message: 'SIGNUP_MODE must be approval, invite or open' }).default('approval'),
  ),
  SEED_DEMO: booleanFlag(true),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_LOCKOUT_MINUTES: z.coerce.number().positive().max(720).default(15),
  LOGIN_FAILURES_PER_ACCOUNT_HOUR: z.coerce.number().int().min(1).max(10_000).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optionalText,
  TRUST_PROXY: trustProxySetting,
  COMPANY_NAME: z.string().trim().min(1).max(120).default('Firebreak Fire Protection (Pty) Ltd'),
  COMPANY_VAT_NUMBER: z
    .string()
    .trim()
    .regex(/^4\d{9}$/, 'COMPANY_VAT_NUMBER must be 10 digits starting with 4')
    .default('4123456789'),
  COMPANY_ADDRESS: z.string().trim().min(1).max(200).default('12 Hydrant Road, Midrand, 1685'),
  COMPANY_PHONE: optionalText.pipe(z.string().max(40).optional()),
  COMPANY_EMAIL: optionalText.pipe(z.email('COMPANY_EMAIL must be an e-mail address').optional()),
  /** Default rates for chargeable work (docs/decisions/0088), in cents; an agreement's rates take precedence. */
  COMPANY_CALL_OUT_FEE_CENTS: z.coerce.number().int().min(0).max(100_000_000).default(85_000),
  COMPANY_HOURLY_RATE_CENTS: z.coerce.number().int().min(0).max(100_000_000).default(65_000),
  COMPANY_TRAVEL_PER_KM_CENTS: z.coerce.number().int().min(0).max(1_000_000).default(650),
  COMPANY_PARTS_MARKUP_PCT: z.coerce.number().int().min(0).max(1000).default(25),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .refine(isSmtpUrl, 'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@host:587')
      .optional(),
  ),
  MAIL_FROM: optionalText.pipe(
    z.string().max(320).refine(isMailFrom, 'MAIL_FROM must be an address or "Name <address>"').optional(),
  ),
  ALERT_CHECK_MINUTES: z.coerce.number().min(0).max(1440).default(5),
  READ_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(3600).default(600),
  BODY_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(1).max(10_000_000).default(1024),
  BODY_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  PARSE_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),
  PARSE_MEMORY_MB: z.coerce.number().int().min(128).max(65_536).default(512),
  PARSE_TIMEOUT_SECONDS: z.coerce.number().positive().max(86_400).default(120),
  PARSE_MAX_PDF_PAGES: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  PROCESSING_CONCURRENCY: z.coerce.number().int().min(0).max(32).default(0),
  PROCESSING_MEMORY_MB: z.coerce.number().int().min(256).max(65_536).default(1024),
  PROCESSING_TIMEOUT_SECONDS: z.coerce.number().positive().max(86_400).default(3600),
  PROCESSING_MAX_PAGES: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  PROCESSING_WAIT_SECONDS: z.coerce.number().min(0).max(60).default(4),
  PROCESSING_WARM_CHILD: booleanFlag(true),
  /** Use poppler's pdftotext, pdftoppm and pdfimages where the machine has them (decision 0093); off: pdfjs alone. */
  PROCESSING_POPPLER: booleanFlag(true),
  PROCESSING_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  ZIP_MAX_ENTRIES: z.coerce.number().int().min(10).max(1_000_000).default(10_000),
  ZIP_MAX_UNCOMPRESSED_MB: z.coerce.number().int().min(1).max(65_536).default(256),
  ZIP_MAX_RATIO: z.coerce.number().min(10).max(100_000).default(200),
  WEATHER_API_KEY: optionalText.pipe(
    z.string().min(16, 'WEATHER_API_KEY must be at least 16 characters').optional(),
  ),
  // Where stored files live (docs/decisions/0078); the S3 settings are checked together in fileStoreOf.
  FILE_STORE: z.enum(['local', 's3'], 'FILE_STORE must be local or s3').default('local'),
  S3_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be a URL such as http://minio:9000' }).optional(),
  ),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3-63 of a-z 0-9 . -)')
      .optional(),
  ),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanFlag(true),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string;
  sessionTtlHours: number;
  /** A session unused this long is over (besides its absolute TTL). */
  sessionIdleMinutes: number;
  /** How long a set-password link from an administrator works. */
  inviteTtlHours: number;
  appName: string;
  /** The company's time zone: every date shown, printed, filed or counted is its day (APP_TIME_ZONE). */
  timeZone: string;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  allowAdminSignup: boolean;
  /**
   * Who may create an account by signing up (decision 0071): `approval` (it waits for an
   * administrator), `invite` (only invitations), `open` (the chosen role at once). While no
   * administrator exists, the first person may sign up as the administrator in every mode.
   */
  signupMode: SignupMode;
  seedDemo: boolean;
  loginRateLimitPerMinute: number;
  /** Requests per address per minute to the public routes together (plugins/public-rate-limit.ts). */
  publicRateLimitPerMinute: number;
  loginFailuresPerAccount: number;
  loginLockoutMinutes: number;
  /** Failed sign-ins an account takes in an hour from addresses it never signed in from (decision 0072). */
  loginFailuresPerAccountHour: number;
  logLevel: string;
  webDist: string | undefined;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** The letterhead of quotes (docs/decisions/0013). */
  company: { name: string; vatNumber: string; address: string; phone?: string; email?: string };
  /** The company's default rates for chargeable work, in cents (docs/decisions/0088). */
  workRates: {
    callOutFeeCents: number;
    hourlyRateCents: number;
    travelPerKmCents: number;
    partsMarkupPercent: number;
  };
  weatherApiKey: string | undefined;
  /**
   * Outgoing e-mail (decision 0085): without SMTP_URL nothing is sent and each message is recorded as
   * 'skipped'. `from` is MAIL_FROM, or the company's name and e-mail.
   */
  mail: { smtpUrl: string | undefined; from: string };
  alertCheckMinutes: number;
  /** How long hot reads (dashboard figures, alert and project pages) are kept (read-cache.ts). */
  readCacheMs: number;
  /** Slow clients (plugins/slow-clients.ts): the whole request's deadline and the body's minimum rate. */
  requestTimeoutSeconds: number;
  bodyRate: { minBytesPerSecond: number; windowSeconds: number };
  /** The pool of child processes that parse uploads, and the limits on what they read (decision 0051). */
  fileParsing: {
    concurrency: number;
    memoryMb: number;
    timeoutMs: number;
    maxPdfPages: number;
    zip: { maxEntries: number; maxTotalBytes: number; maxRatio: number };
  };
  /** Where stored files live: DATA_DIR on this machine, or an S3-compatible bucket (decision 0078). */
  fileStore: FileStoreConfig;
  /**
   * PDF processing jobs (issue 12, decision 0055): their own pool of children (OCR needs more memory
   * and time than text reading), how long a request waits for a short job, how long runs are kept.
   */
  processing: {
    concurrency: number;
    memoryMb: number;
    timeoutMs: number;
    maxPages: number;
    waitMs: number;
    keepDays: number;
    /** One processing child kept started and idle from start-up, so a short run finds it ready (decision 0082). */
    warmChild: boolean;
    /** Poppler's tools where the machine has them (PROCESSING_POPPLER). */
    poppler: boolean;
  };
};

export type FileStoreConfig = { kind: 'local' } | ({ kind: 's3' } & S3Settings);

export class ConfigError extends Error {}

type Env = z.infer<typeof envSchema>;

/** FILE_STORE and the S3 settings, checked together: every problem named at once. */
function fileStoreOf(e: Env): FileStoreConfig {
  const s3Set = Object.entries(e).filter(
    ([key, value]) => key.startsWith('S3_') && key !== 'S3_FORCE_PATH_STYLE' && value,
  );
  if (e.FILE_STORE === 'local') {
    if (s3Set.length > 0)
      throw new ConfigError(
        `Invalid configuration:\n  ${s3Set.map(([key]) => key).join(', ')} set but FILE_STORE is not s3: set FILE_STORE=s3 to use the bucket, or unset them`,
      );
    return { kind: 'local' };
  }
  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push('S3_BUCKET: required when FILE_STORE=s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    problems.push(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS default credentials',
    );
  if (!e.S3_ENDPOINT && !e.S3_REGION)
    problems.push("S3_REGION: required when S3_ENDPOINT is not set (AWS needs the bucket's region)");
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    bucket: e.S3_BUCKET as string,
    region: e.S3_REGION ?? 'us-east-1',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/** MAIL_FROM, else the company's name and e-mail; SMTP_URL without either cannot say who sends. */
function mailFromOf(e: Env): string {
  if (e.MAIL_FROM) return e.MAIL_FROM;
  if (e.COMPANY_EMAIL) return `"${e.COMPANY_NAME.replace(/["\\]/g, '')}" <${e.COMPANY_EMAIL}>`;
  if (e.SMTP_URL)
    throw new ConfigError(
      'Invalid configuration:\n  MAIL_FROM: required with SMTP_URL when COMPANY_EMAIL is not set',
    );
  return '';
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const fileStore = fileStoreOf(e);
  const dataDir = path.resolve(e.DATA_DIR);
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.OIDC_ISSUER }
      : undefined;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    inviteTtlHours: e.INVITE_TTL_HOURS,
    appName: e.APP_NAME,
    timeZone: e.APP_TIME_ZONE,
    google,
    allowAdminSignup: e.ALLOW_ADMIN_SIGNUP,
    signupMode: e.SIGNUP_MODE,
    seedDemo: e.SEED_DEMO,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    publicRateLimitPerMinute: e.PUBLIC_RATE_LIMIT_PER_MINUTE,
    loginFailuresPerAccount: e.LOGIN_FAILURES_PER_ACCOUNT,
    loginLockoutMinutes: e.LOGIN_LOCKOUT_MINUTES,
    loginFailuresPerAccountHour: e.LOGIN_FAILURES_PER_ACCOUNT_HOUR,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    trustProxy: e.TRUST_PROXY,
    company: {
      name: e.COMPANY_NAME,
      vatNumber: e.COMPANY_VAT_NUMBER,
      address: e.COMPANY_ADDRESS,
      phone: e.COMPANY_PHONE,
      email: e.COMPANY_EMAIL,
    },
    workRates: {
      callOutFeeCents: e.COMPANY_CALL_OUT_FEE_CENTS,
      hourlyRateCents: e.COMPANY_HOURLY_RATE_CENTS,
      travelPerKmCents: e.COMPANY_TRAVEL_PER_KM_CENTS,
      partsMarkupPercent: e.COMPANY_PARTS_MARKUP_PCT,
    },
    weatherApiKey: e.WEATHER_API_KEY,
    mail: { smtpUrl: e.SMTP_URL, from: mailFromOf(e) },
    alertCheckMinutes: e.ALERT_CHECK_MINUTES,
    readCacheMs: e.READ_CACHE_SECONDS * 1000,
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    bodyRate: { minBytesPerSecond: e.BODY_MIN_BYTES_PER_SECOND, windowSeconds: e.BODY_RATE_WINDOW_SECONDS },
    fileStore,
    fileParsing: {
      concurrency: e.PARSE_CONCURRENCY,
      memoryMb: e.PARSE_MEMORY_MB,
      timeoutMs: Math.round(e.PARSE_TIMEOUT_SECONDS * 1000),
      maxPdfPages: e.PARSE_MAX_PDF_PAGES,
      zip: {
        maxEntries: e.ZIP_MAX_ENTRIES,
        maxTotalBytes: e.ZIP_MAX_UNCOMPRESSED_MB * 1024 * 1024,
        maxRatio: e.ZIP_MAX_RATIO,
      },
    },
    processing: {
      // 0 = sized from the machine: one OCR child per two cores, so requests keep a core.
      concurrency: e.PROCESSING_CONCURRENCY || Math.max(1, Math.floor(os.availableParallelism() / 2)),
      memoryMb: e.PROCESSING_MEMORY_MB,
      timeoutMs: Math.round(e.PROCESSING_TIMEOUT_SECONDS * 1000),
      maxPages: e.PROCESSING_MAX_PAGES,
      waitMs: Math.round(e.PROCESSING_WAIT_SECONDS * 1000),
      keepDays: e.PROCESSING_KEEP_DAYS,
      warmChild: e.PROCESSING_WARM_CHILD,
      poppler: e.PROCESSING_POPPLER,
    },
  };
}

/** A signing secret generated once and kept (owner-only) in the data directory. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
