import { isIP } from 'node:net';
import path from 'node:path';

import { z } from 'zod';

import { UsernameSchema } from '#contract/schemas/user.ts';
import { passwordProblem } from '#contract/utils/password-policy.ts';

/** How many proxies, or which addresses, may tell the client's address (decision 012). */
type TrustProxy = false | number | string[];

const MAX_PROXY_HOPS = 10;

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * `false` (or `0`), a hop count, or a comma-separated list of proxy addresses and CIDR ranges.
 * `true` would believe the left-most `X-Forwarded-For` entry, which any client writes itself, so
 * every per-address limit could be dodged by rotating it: it is refused, not guessed at.
 */
function parseTrustProxy(value: string, context: z.RefinementCtx): TrustProxy {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === 'false' || trimmed === '0') return false;
  if (trimmed === 'true') {
    context.addIssue({
      code: 'custom',
      message:
        'true would trust every X-Forwarded-For hop, which clients can forge; set the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.2,10.1.0.0/16)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    if (hops > MAX_PROXY_HOPS) {
      context.addIssue({
        code: 'custom',
        message: `a hop count must be between 0 and ${String(MAX_PROXY_HOPS)}`,
      });
      return z.NEVER;
    }
    return hops;
  }
  const entries = trimmed.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `must be false, a hop count or a comma-separated list of IP addresses or CIDR ranges; not an address: ${invalid.map((entry) => JSON.stringify(entry)).join(', ')}`,
    });
    return z.NEVER;
  }
  return entries;
}

/**
 * The setting as Fastify takes it. Fastify reads a bare number as "trust nothing" (a hop count
 * cannot tell the proxy from a client that connects directly), so a count becomes the classic
 * rule: the socket peer and the next hops up to the count are proxies. Use a count only when the
 * app is reachable through its proxies alone; an address list checks who the peer is.
 */
export function fastifyTrustProxy(
  trustProxy: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  const hops = trustProxy;
  return (_address, hop) => hop < hops;
}

// The only reader of process.env (architecture §3 rule 4). Nothing is required, so the two-command
// quick start works on a fresh machine.
const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres:// or postgresql://' })
      .optional(),
    ADMIN_USERNAME: UsernameSchema.default('admin'),
    ADMIN_PASSWORD: z.string().optional(),
    AI_BASE_URL: z.url().optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    PUBLIC_ORIGIN: z.url().optional(),
    TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
    TZ: z.string().optional(),
    PHOTO_STORAGE: z.enum(['disk', 'database', 's3']).optional(),
    S3_URL: z
      .url({ protocol: /^https?$/, message: 'must be http(s)://KEY:SECRET@HOST[:PORT]/BUCKET' })
      .refine(
        (value) => {
          const url = new URL(value);
          return url.username !== '' && url.password !== '' && url.pathname.length > 1;
        },
        { message: 'must be http(s)://KEY:SECRET@HOST[:PORT]/BUCKET' },
      )
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { message: 'must start with smtp:// or smtps://' })
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    // How often the scheduled checks (notifications, PM generation) run; tests set it short.
    SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    NODE_ENV: z.string().optional(),
  })
  .superRefine((env, context) => {
    // The first admin's password follows the same policy as every other (decision 015).
    const problem =
      env.ADMIN_PASSWORD === undefined
        ? null
        : passwordProblem(env.ADMIN_PASSWORD, env.ADMIN_USERNAME);
    if (problem) context.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: problem });
  });

/** Where photos live (docs/decisions/014-photo-storage.md). */
export type PhotoStorageConfig =
  { kind: 'disk'; dataDir: string } | { kind: 'database' } | { kind: 's3'; url: string };

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  ai: { baseUrl: string | undefined; apiKey: string | undefined; model: string };
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  publicOrigin: string | undefined;
  /**
   * Where links in e-mails and on labels point, without a trailing slash: PUBLIC_ORIGIN, else the
   * address the server listens on (`http://HOST:PORT`). Never a request's Host header, which the
   * client writes (decision 039). Undefined when HOST is every interface (0.0.0.0, ::) and
   * PUBLIC_ORIGIN is unset: there is no address to give out.
   */
  linkOrigin: string | undefined;
  trustProxy: TrustProxy;
  timeZone: string;
  /** E-mail (forgot password); null unless both SMTP_URL and MAIL_FROM are set. */
  mail: { smtpUrl: string; from: string } | null;
  /** Cookies get the Secure flag when the public origin is https. */
  secureCookies: boolean;
  photoStorage: PhotoStorageConfig;
  /** How often the scheduled checks run (SCHEDULER_INTERVAL_MS, default 60 s). */
  schedulerIntervalMs: number;
  /**
   * Every answer checked against its contract before it is sent (decision 013), unless NODE_ENV is
   * production: there the large lists are written by serializers compiled from the contract
   * (decision 042, cuts). Tests and development check.
   */
  checksAnswers: boolean;
}

/** HOST values that listen on every interface: no one address a link could name. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '::0', '*']);

function linkOriginOf(publicOrigin: string | undefined, host: string, port: number) {
  if (publicOrigin) return publicOrigin.replace(/\/+$/, '');
  if (WILDCARD_HOSTS.has(host)) return undefined;
  return `http://${isIP(host) === 6 ? `[${host}]` : host}:${String(port)}`;
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  // Empty strings in the environment mean "not set".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.PHOTO_STORAGE === 's3' && !values.S3_URL) {
    throw new Error('Invalid environment:\n  PHOTO_STORAGE: s3 needs S3_URL');
  }
  const dataDir = path.resolve(values.DATA_DIR);
  // An explicit choice wins; else object storage when configured, else the database server every
  // instance shares, else the data dir of the one embedded instance.
  const photoKind =
    values.PHOTO_STORAGE ?? (values.S3_URL ? 's3' : values.DATABASE_URL ? 'database' : 'disk');
  const photoStorage: PhotoStorageConfig =
    photoKind === 's3' && values.S3_URL
      ? { kind: 's3', url: values.S3_URL }
      : photoKind === 'database'
        ? { kind: 'database' }
        : { kind: 'disk', dataDir };
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    adminUsername: values.ADMIN_USERNAME,
    adminPassword: values.ADMIN_PASSWORD,
    ai: { baseUrl: values.AI_BASE_URL, apiKey: values.AI_API_KEY, model: values.AI_MODEL },
    logLevel: values.LOG_LEVEL,
    schedulerIntervalMs: values.SCHEDULER_INTERVAL_MS,
    checksAnswers: values.NODE_ENV !== 'production',
    publicOrigin: values.PUBLIC_ORIGIN,
    linkOrigin: linkOriginOf(values.PUBLIC_ORIGIN, values.HOST, values.PORT),
    trustProxy: values.TRUST_PROXY,
    timeZone: values.TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    mail:
      values.SMTP_URL && values.MAIL_FROM
        ? { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM }
        : null,
    secureCookies: values.PUBLIC_ORIGIN?.startsWith('https://') ?? false,
    photoStorage,
  };
}

/** Reads the environment; `demo` makes ./data-demo the default data dir (npm run demo). */
export function loadConfig(options: { demo?: boolean } = {}): AppConfig {
  const env = { ...process.env };
  if (options.demo && !env.DATA_DIR) env.DATA_DIR = './data-demo';
  return parseConfig(env);
}
