import { ConfigError, loadConfig } from './config.js';

describe('document storage configuration', () => {
  it('keeps documents on local disk unless a bucket is configured', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'local' });
    expect(loadConfig({ STORAGE_DRIVER: 'local', S3_BUCKET: 'ignored-bucket' }).storage).toEqual({ driver: 'local' });
  });

  it('uses the bucket when S3_BUCKET is set, with path-style addressing for a custom endpoint', () => {
    expect(
      loadConfig({ S3_BUCKET: 'apostille-docs', S3_ENDPOINT: 'http://minio:9000/', S3_ACCESS_KEY_ID: 'app', S3_SECRET_ACCESS_KEY: 'secret-key-1234' }).storage,
    ).toEqual({
      driver: 's3',
      bucket: 'apostille-docs',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'app', secretAccessKey: 'secret-key-1234' },
      forcePathStyle: true,
    });
  });

  it('talks to AWS S3 with the default credential chain when no endpoint or keys are given', () => {
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'apostille-docs', S3_REGION: 'eu-central-1' }).storage).toEqual({
      driver: 's3',
      bucket: 'apostille-docs',
      endpoint: undefined,
      region: 'eu-central-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(loadConfig({ S3_BUCKET: 'apostille-docs', S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: 'false' }).storage).toMatchObject({
      forcePathStyle: false,
    });
  });

  it.each([
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER must be one of local, s3 (got "ftp")'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET must be set when STORAGE_DRIVER is s3'],
    [{ S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET must be a bucket name'],
    [{ S3_BUCKET: 'docs-bucket', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be a URL starting with http: or https:'],
    [{ S3_BUCKET: 'docs-bucket', S3_REGION: 'EU Central' }, 'S3_REGION must be a region name'],
    [{ S3_BUCKET: 'docs-bucket', S3_ACCESS_KEY_ID: 'app' }, 'S3_SECRET_ACCESS_KEY must be set together with S3_ACCESS_KEY_ID'],
    [{ S3_BUCKET: 'docs-bucket', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID must be set together with S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'docs-bucket', S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE must be true or false (got "maybe")'],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never repeats the secret key in an error', () => {
    expect(() => loadConfig({ S3_BUCKET: 'docs-bucket', S3_SECRET_ACCESS_KEY: 'very-secret-value' })).not.toThrow(/very-secret-value/);
  });
});
