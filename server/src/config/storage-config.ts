import { ConfigError } from './config.js';

type Env = Record<string, string | undefined>;

/** Where customer documents are kept: local disk under DATA_DIR (the embedded default) or an S3-compatible bucket. */
export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      bucket: string;
      /** Unset: AWS S3 itself; set for MinIO and other S3-compatible services. */
      endpoint?: string;
      region: string;
      /** Unset (both): the SDK's default credential chain (instance role, AWS_* variables). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
      /** Bucket in the path (`host/bucket/key`), as MinIO and most S3 clones want. */
      forcePathStyle: boolean;
    };

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,40}$/;

/** STORAGE_DRIVER (local | s3; s3 when S3_BUCKET is set) and the S3_* variables. */
export function loadStorageConfig(env: Env): StorageConfig {
  const bucket = value(env, 'S3_BUCKET');
  const driver = value(env, 'STORAGE_DRIVER') ?? (bucket ? 's3' : 'local');
  if (driver !== 'local' && driver !== 's3') throw new ConfigError('STORAGE_DRIVER', 'must be one of local, s3', driver);
  if (driver === 'local') return { driver };
  if (!bucket) throw new ConfigError('S3_BUCKET', 'must be set when STORAGE_DRIVER is s3');
  if (!BUCKET.test(bucket)) throw new ConfigError('S3_BUCKET', 'must be a bucket name: 3-63 lowercase letters, digits, dots or dashes', bucket);

  const endpoint = value(env, 'S3_ENDPOINT');
  if (endpoint !== undefined) {
    let protocol: string | undefined;
    try {
      protocol = new URL(endpoint).protocol;
    } catch {
      protocol = undefined;
    }
    if (protocol !== 'http:' && protocol !== 'https:') throw new ConfigError('S3_ENDPOINT', 'must be a URL starting with http: or https:', endpoint);
  }
  const region = value(env, 'S3_REGION') ?? 'us-east-1';
  if (!REGION.test(region)) throw new ConfigError('S3_REGION', 'must be a region name like us-east-1', region);

  const accessKeyId = value(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = value(env, 'S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError(
      accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      `must be set together with ${accessKeyId ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'}`,
    );
  }

  const pathStyle = value(env, 'S3_FORCE_PATH_STYLE');
  let forcePathStyle = endpoint !== undefined;
  if (pathStyle !== undefined) {
    if (['true', '1', 'yes'].includes(pathStyle.toLowerCase())) forcePathStyle = true;
    else if (['false', '0', 'no'].includes(pathStyle.toLowerCase())) forcePathStyle = false;
    else throw new ConfigError('S3_FORCE_PATH_STYLE', 'must be true or false', pathStyle);
  }

  return {
    driver,
    bucket,
    endpoint: endpoint?.replace(/\/$/, ''),
    region,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle,
  };
}
