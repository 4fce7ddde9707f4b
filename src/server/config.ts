import path from 'node:path';

import { z } from 'zod';

// The only reader of process.env (architecture §3 rule 4). Nothing is required, so the two-command
// quick start works on a fresh machine.
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres:// or postgresql://' })
    .optional(),
  ADMIN_USERNAME: z.string().min(1).default('admin'),
  ADMIN_PASSWORD: z.string().min(8, { message: 'must be at least 8 characters' }).optional(),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_ORIGIN: z.url().optional(),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  TZ: z.string().optional(),
  NODE_ENV: z.string().optional(),
});

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
  trustProxy: boolean;
  timeZone: string;
  /** Cookies get the Secure flag when the public origin is https. */
  secureCookies: boolean;
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
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    adminUsername: values.ADMIN_USERNAME,
    adminPassword: values.ADMIN_PASSWORD,
    ai: { baseUrl: values.AI_BASE_URL, apiKey: values.AI_API_KEY, model: values.AI_MODEL },
    logLevel: values.LOG_LEVEL,
    publicOrigin: values.PUBLIC_ORIGIN,
    trustProxy: values.TRUST_PROXY,
    timeZone: values.TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    secureCookies: values.PUBLIC_ORIGIN?.startsWith('https://') ?? false,
  };
}

/** Reads the environment; `demo` makes ./data-demo the default data dir (npm run demo). */
export function loadConfig(options: { demo?: boolean } = {}): AppConfig {
  const env = { ...process.env };
  if (options.demo && !env.DATA_DIR) env.DATA_DIR = './data-demo';
  return parseConfig(env);
}
