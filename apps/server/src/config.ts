import { hkdfSync, randomBytes, X509Certificate } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_ACTIVITY_UNPAID_RELEASE_MINUTES,
  DEFAULT_TIME_ZONE,
  DEFAULT_UNPAID_CLOSE_MINUTES,
} from '@ehome/shared';

export type RateLimitConfig = {
  /** Off only where a harness drives the API from one address (benchmark). */
  enabled: boolean;
  windowMs: number;
  /** Requests per user (the token's subject) per window: above any person, below a runaway client. */
  userMax: number;
  /**
   * Requests per address per window without a valid token (anonymous routes, junk tokens): a whole
   * office shares one address, so this never counts the requests of its logged-in people.
   */
  addressMax: number;
  /** Login requests per address per window: an office's morning must pass; guessing is bounded by loginLock. */
  loginMax: number;
};

/**
 * Password guessing (OWASP authentication cheat sheet): failures are counted per account and source
 * address, per account across all sources, and per address across accounts, before the password is
 * checked. A source is slowed, then locked; the account as a whole is only slowed.
 */
export type LoginLockConfig = {
  /** Failures older than this are forgotten. */
  windowMinutes: number;
  /** Failures of one account from one address before each further attempt has to wait. */
  delayAfter: number;
  /** The first wait; it doubles with each further failure. */
  delaySeconds: number;
  /** Failures of one account from one address that lock that address out of the account. */
  maxFailures: number;
  lockMinutes: number;
  /** Failures of one account from all addresses before attempts from unknown addresses wait. */
  accountDelayAfter: number;
  accountMaxDelaySeconds: number;
  /** Failed logins from one address across accounts before it may not try any for the window. */
  addressMaxFailures: number;
};

/** S3-compatible object storage for uploaded files; null keeps them on disk under DATA_DIR. */
export type S3Config = {
  bucket: string;
  /** Another provider's or a local server's URL; null means AWS itself. */
  endpoint: string | null;
  region: string;
  /** Null lets the SDK find credentials itself (instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** bucket in the path, not the host name: what most S3-compatible servers expect. */
  forcePathStyle: boolean;
};

/**
 * The WeChat Pay API v3 merchant (JSAPI). Null: the sandbox provider (embedded default) plays the
 * payment with local keys. Notifications are verified with the WeChat Pay public key (public-key
 * mode, serial PUB_KEY_ID_...) or with the platform certificates (by Wechatpay-Serial), or both.
 */
export type WxPayConfig = {
  mchId: string;
  appId: string;
  /** Serial number of the merchant API certificate (the Authorization header's serial_no). */
  serialNo: string;
  /** The merchant API private key, PEM. */
  privateKey: string;
  /** 32-byte APIv3 key: decrypts notification resources (AEAD_AES_256_GCM). */
  apiV3Key: string;
  /** Verification keys by serial: the public key's id and/or each platform certificate's serial. */
  publicKeys: { serial: string; pem: string }[];
  notifyUrl: string;
  /** https://api.mch.weixin.qq.com; tests point it at a local fake. */
  baseUrl: string;
};

export type JobsConfig = {
  /** How often an idle worker looks for due jobs. */
  pollSeconds: number;
};

/**
 * The SMS gateway of verification codes (issue 18): SMS_API_URL (https), SMS_APP_KEY,
 * SMS_APP_SECRET (signs each request), SMS_SIGN_NAME, SMS_TEMPLATE_ID, SMS_TIMEOUT_MS (default
 * 5000). Null (SMS_API_URL unset): the development adapter, which only writes codes to the log.
 */
export type SmsConfig = {
  apiUrl: string;
  appKey: string;
  appSecret: string;
  signName: string;
  templateId: string;
  timeoutMs: number;
};

export type AppConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Folder for the embedded database and the generated JWT secret; null keeps everything in memory. */
  dataDir: string | null;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | null;
  dbPoolMax: number;
  /** Business time zone: "today", clock-in times and displayed date-times are computed in it. */
  timeZone: string;
  jwtSecret: Uint8Array;
  /**
   * Keys of the personal-data cipher (platform/pii.ts): PII_KEY (base64, 32 bytes), and the keys
   * that sealed older values (PII_KEY_PREVIOUS, comma-separated) so a rotation can still read them.
   * Without PII_KEY the key is derived from the JWT secret (development, one instance, tests).
   */
  piiKeys: { current: Uint8Array; previous: Uint8Array[]; derived: boolean };
  tokenTtlSeconds: number;
  redisUrl: string | null;
  wx: { appId: string; appSecret: string } | null;
  /** WeChat Pay merchant; null uses the sandbox provider (see WxPayConfig). */
  wxPay: WxPayConfig | null;
  webDist: string;
  /** Serve the built web app and its history fallback from this server. */
  serveWeb: boolean;
  logLevel: string;
  bodyLimitBytes: number;
  trustProxy: boolean;
  /** Load the demo company into an empty database on start. */
  demoData: boolean;
  /**
   * User names of the people who approve a request nobody else can (no manager above the applicant
   * and no other HR person in the company); each serves the company they belong to.
   */
  approvalFallbackUsers: string[];
  /** Days a request waits on an approver before the daily reminder mentions it (default 1). */
  approvalRemindAfterDays: number;
  rateLimit: RateLimitConfig;
  loginLock: LoginLockConfig;
  /** Map tiles of the position maps; without a URL the maps draw points and ranges on a plain grid. */
  map: { tileUrl: string | null; attribution: string; maxZoom: number };
  s3: S3Config | null;
  jobs: JobsConfig;
  /** Minutes an unpaid shop order waits for payment before it closes (SHOP_UNPAID_CLOSE_MINUTES, default 30). */
  shopUnpaidCloseMinutes: number;
  /** An unpaid registration of a paid activity gives its place back after this (ACTIVITY_UNPAID_RELEASE_MINUTES). */
  activityUnpaidReleaseMinutes: number;
  /** After SIGTERM, how long /api/ready answers 503 before the server stops accepting. */
  shutdownDrainMs: number;
  /**
   * Health-service providers of the health index (spec 3 §7 "Insurance and medical links"): base
   * URL and signing key per provider (JOYING_BASE_URL, JOYING_SIGN_KEY); null: not connected.
   */
  healthProviders: { joying: HealthProviderConfig | null };
  /** Verification codes by SMS; null: the development adapter (codes in the log). See SmsConfig. */
  sms: SmsConfig | null;
  /** The ETC page's contact phone (ETC_CONTACT_PHONE); else the company's setting. */
  etcContactPhone: string | null;
  /**
   * Issue 18 real-name: the bank-card four-element verification API (REALNAME_API_URL,
   * REALNAME_APP_KEY, REALNAME_APP_SECRET, REALNAME_TIMEOUT_MS); null: the development verifier.
   */
  realName: RealNameApiConfig | null;
};

export type RealNameApiConfig = { apiUrl: string; appKey: string; appSecret: string; timeoutMs: number };

/** All three set together; https only (plain http only to this machine, for a local fake). */
function realNameFrom(env: Env): RealNameApiConfig | null {
  const apiUrl = env.REALNAME_API_URL;
  const appKey = env.REALNAME_APP_KEY;
  const appSecret = env.REALNAME_APP_SECRET;
  if (!apiUrl && !appKey && !appSecret) return null;
  if (!apiUrl || !appKey || !appSecret) {
    throw new Error('REALNAME_API_URL, REALNAME_APP_KEY and REALNAME_APP_SECRET must be set together');
  }
  const url = new URL(apiUrl);
  const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new Error('REALNAME_API_URL must be an https URL');
  }
  return { apiUrl, appKey, appSecret, timeoutMs: intFrom(env, 'REALNAME_TIMEOUT_MS', 8000) };
}

type Env = Record<string, string | undefined>;

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** "8h", "30m", "45s", "2d" or plain seconds. */
export function parseDuration(value: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!match) throw new Error(`Invalid duration: ${value}`);
  const amount = Number(match[1]);
  const unit = match[2] || 's';
  const factor = { s: 1, m: 60, h: 3600, d: 86_400 }[unit] ?? 1;
  return amount * factor;
}

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`);
  return value;
}

function boolFrom(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

/**
 * The secret lives outside the code: JWT_SECRET, else one generated on first start and kept in
 * DATA_DIR (mode 600) so tokens survive restarts. Without a data folder it only lives in memory.
 */
function loadJwtSecret(env: Env, dataDir: string | null): Uint8Array {
  const fromEnv = env.JWT_SECRET;
  if (fromEnv) {
    if (Buffer.byteLength(fromEnv) < 32) throw new Error('JWT_SECRET must be at least 32 bytes');
    return new TextEncoder().encode(fromEnv);
  }
  if (!dataDir) return randomBytes(32);
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return new Uint8Array(readFileSync(file));
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48);
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return new Uint8Array(secret);
}

/** The JWT secret and the personal-data keys (PII_KEY, else derived from the JWT secret). */
function secrets(env: Env, dataDir: string | null) {
  const jwtSecret = loadJwtSecret(env, dataDir);
  const key = (raw: string, name: string) => {
    const bytes = Buffer.from(raw.trim(), 'base64');
    if (bytes.length !== 32) throw new Error(`${name} must be 32 bytes, base64-encoded`);
    return new Uint8Array(bytes);
  };
  const previous = (env.PII_KEY_PREVIOUS ?? '')
    .split(',')
    .filter((part) => part.trim())
    .map((part) => key(part, 'PII_KEY_PREVIOUS'));
  const current = env.PII_KEY
    ? key(env.PII_KEY, 'PII_KEY')
    : new Uint8Array(hkdfSync('sha256', jwtSecret, new Uint8Array(0), 'ehome personal data v1', 32));
  return { jwtSecret, piiKeys: { current, previous, derived: !env.PII_KEY } };
}

function checkTimeZone(zone: string): string {
  // Throws RangeError on an unknown IANA zone, so a typo fails at start-up, not on the first clock-in.
  new Intl.DateTimeFormat('en', { timeZone: zone });
  return zone;
}

/** A tile URL template must be https (the app's CSP loads images from https only) with {z}/{x}/{y}. */
function mapTileUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  if (!raw.startsWith('https://') || !['{z}', '{x}', '{y}'].every((part) => raw.includes(part))) {
    throw new Error('MAP_TILE_URL must be an https URL template with {z}, {x} and {y}');
  }
  return raw;
}

export type HealthProviderConfig = { baseUrl: string; signKey: string };

function healthProviderFrom(env: Env, prefix: string): HealthProviderConfig | null {
  const baseUrl = env[`${prefix}_BASE_URL`];
  const signKey = env[`${prefix}_SIGN_KEY`];
  if (!baseUrl && !signKey) return null;
  if (!baseUrl?.startsWith('https://') || !signKey) {
    throw new Error(`${prefix}_BASE_URL (https) and ${prefix}_SIGN_KEY must be set together`);
  }
  return { baseUrl: baseUrl.replace(/\/+$/, ''), signKey };
}

function s3From(env: Env): S3Config | null {
  const bucket = env.S3_BUCKET;
  if (!bucket) return null;
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  }
  return {
    bucket,
    endpoint: env.S3_ENDPOINT || null,
    region: env.S3_REGION || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: boolFrom(env, 'S3_FORCE_PATH_STYLE', Boolean(env.S3_ENDPOINT)),
  };
}

function positiveNumberFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/** A PEM given inline, or the path of a file holding it. */
function pemFrom(value: string, name: string): string {
  const text = value.includes('-----BEGIN') ? value : readFileSync(resolve(value), 'utf8');
  if (!text.includes('-----BEGIN')) throw new Error(`${name} must be a PEM or the path of a PEM file`);
  return text.replace(/\\n/g, '\n');
}

/** Serial of an X.509 certificate as WeChat writes it (upper-case hex). */
function certificateSerial(pem: string): string {
  return new X509Certificate(pem).serialNumber.toUpperCase();
}

function wxPayFrom(env: Env, wxAppId: string | undefined): WxPayConfig | null {
  const mchId = env.WXPAY_MCHID;
  if (!mchId) return null;
  const need = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`${name} is required when WXPAY_MCHID is set`);
    return value;
  };
  const appId = env.WXPAY_APPID || wxAppId;
  if (!appId) throw new Error('WXPAY_APPID (or WX_APP_ID) is required when WXPAY_MCHID is set');
  const apiV3Key = need('WXPAY_APIV3_KEY');
  if (Buffer.byteLength(apiV3Key) !== 32) throw new Error('WXPAY_APIV3_KEY must be 32 bytes');
  const publicKeys: { serial: string; pem: string }[] = [];
  if (env.WXPAY_PUBLIC_KEY) {
    publicKeys.push({
      serial: need('WXPAY_PUBLIC_KEY_ID'),
      pem: pemFrom(env.WXPAY_PUBLIC_KEY, 'WXPAY_PUBLIC_KEY'),
    });
  }
  const certs = env.WXPAY_PLATFORM_CERTS || env.WXPAY_PLATFORM_CERT;
  for (const entry of (certs ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean)) {
    const pem = pemFrom(entry, 'WXPAY_PLATFORM_CERTS');
    publicKeys.push({ serial: certificateSerial(pem), pem });
  }
  if (publicKeys.length === 0) {
    throw new Error('WXPAY_PUBLIC_KEY + WXPAY_PUBLIC_KEY_ID or WXPAY_PLATFORM_CERTS is required');
  }
  const notifyUrl = need('WXPAY_NOTIFY_URL');
  if (!notifyUrl.startsWith('https://')) throw new Error('WXPAY_NOTIFY_URL must be an https URL');
  return {
    mchId,
    appId,
    serialNo: need('WXPAY_SERIAL_NO'),
    privateKey: pemFrom(need('WXPAY_PRIVATE_KEY'), 'WXPAY_PRIVATE_KEY'),
    apiV3Key,
    publicKeys,
    notifyUrl,
    baseUrl: env.WXPAY_BASE_URL || 'https://api.mch.weixin.qq.com',
  };
}

function smsFrom(env: Env): SmsConfig | null {
  const apiUrl = env.SMS_API_URL?.trim();
  if (!apiUrl) return null;
  if (!apiUrl.startsWith('https://')) throw new Error('SMS_API_URL must be an https URL');
  const need = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`${name} is required when SMS_API_URL is set`);
    return value;
  };
  return {
    apiUrl,
    appKey: need('SMS_APP_KEY'),
    appSecret: need('SMS_APP_SECRET'),
    signName: need('SMS_SIGN_NAME'),
    templateId: need('SMS_TEMPLATE_ID'),
    timeoutMs: positiveNumberFrom(env, 'SMS_TIMEOUT_MS', 5000),
  };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDirRaw = env.DATA_DIR ?? './data';
  const dataDir = dataDirRaw === ':memory:' ? null : resolve(dataDirRaw);
  const wxAppId = env.WX_APP_ID;
  const wxAppSecret = env.WX_APP_SECRET;
  return {
    nodeEnv,
    port: intFrom(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    dbPoolMax: intFrom(env, 'DB_POOL_MAX', 10),
    timeZone: checkTimeZone(env.BUSINESS_TZ || env.TZ || DEFAULT_TIME_ZONE),
    ...secrets(env, dataDir),
    tokenTtlSeconds: parseDuration(env.TOKEN_TTL || '8h'),
    redisUrl: env.REDIS_URL || null,
    wx: wxAppId && wxAppSecret ? { appId: wxAppId, appSecret: wxAppSecret } : null,
    wxPay: wxPayFrom(env, wxAppId),
    webDist: resolve(env.WEB_DIST || join(serverRoot, '../web/dist')),
    serveWeb: boolFrom(env, 'SERVE_WEB', nodeEnv === 'production'),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'production' ? 'info' : 'debug'),
    bodyLimitBytes: intFrom(env, 'BODY_LIMIT', 1024 * 1024),
    trustProxy: boolFrom(env, 'TRUST_PROXY', false),
    demoData: boolFrom(env, 'DEMO_DATA', true),
    approvalFallbackUsers: (env.APPROVAL_FALLBACK_USERS ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    approvalRemindAfterDays: Math.max(1, intFrom(env, 'APPROVAL_REMIND_AFTER_DAYS', 1)),
    rateLimit: {
      enabled: boolFrom(env, 'RATE_LIMIT', true),
      windowMs: 60_000,
      userMax: intFrom(env, 'RATE_LIMIT_USER_MAX', 300),
      addressMax: intFrom(env, 'RATE_LIMIT_ADDRESS_MAX', 2000),
      loginMax: intFrom(env, 'LOGIN_RATE_LIMIT_MAX', 600),
    },
    map: {
      tileUrl: mapTileUrl(env.MAP_TILE_URL),
      attribution: env.MAP_ATTRIBUTION ?? '',
      maxZoom: intFrom(env, 'MAP_MAX_ZOOM', 19),
    },
    s3: s3From(env),
    jobs: { pollSeconds: positiveNumberFrom(env, 'JOBS_POLL_SECONDS', 2) },
    shopUnpaidCloseMinutes: positiveNumberFrom(
      env,
      'SHOP_UNPAID_CLOSE_MINUTES',
      DEFAULT_UNPAID_CLOSE_MINUTES,
    ),
    activityUnpaidReleaseMinutes: positiveNumberFrom(
      env,
      'ACTIVITY_UNPAID_RELEASE_MINUTES',
      DEFAULT_ACTIVITY_UNPAID_RELEASE_MINUTES,
    ),
    shutdownDrainMs: intFrom(env, 'SHUTDOWN_DRAIN_MS', 0),
    healthProviders: { joying: healthProviderFrom(env, 'JOYING') },
    sms: smsFrom(env),
    etcContactPhone: env.ETC_CONTACT_PHONE?.trim() || null,
    realName: realNameFrom(env),
    loginLock: {
      windowMinutes: intFrom(env, 'LOGIN_LOCK_WINDOW_MINUTES', 15),
      delayAfter: intFrom(env, 'LOGIN_DELAY_AFTER', 3),
      delaySeconds: intFrom(env, 'LOGIN_DELAY_SECONDS', 5),
      maxFailures: intFrom(env, 'LOGIN_LOCK_FAILURES', 5),
      lockMinutes: intFrom(env, 'LOGIN_LOCK_MINUTES', 15),
      accountDelayAfter: intFrom(env, 'LOGIN_ACCOUNT_DELAY_AFTER', 20),
      accountMaxDelaySeconds: intFrom(env, 'LOGIN_ACCOUNT_MAX_DELAY_SECONDS', 60),
      addressMaxFailures: intFrom(env, 'LOGIN_ADDRESS_MAX_FAILURES', 100),
    },
  };
}
