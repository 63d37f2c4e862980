import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

const base = { DATA_DIR: '/tmp/freight-config-test' };
const complete = { S3_BUCKET: 'freight-files', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI-example-secret' };

describe('S3 settings (issue 16)', () => {
  it('keeps files on disk when no S3 setting is given', () => {
    expect(loadConfig(base).s3).toBeUndefined();
  });

  it('selects S3 with a bucket and both keys; region us-east-1 and virtual-host style by default', () => {
    expect(loadConfig({ ...base, ...complete }).s3).toEqual({
      endpoint: undefined,
      bucket: 'freight-files',
      region: 'us-east-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI-example-secret',
      forcePathStyle: false,
    });
    expect(
      loadConfig({ ...base, ...complete, S3_ENDPOINT: 'http://minio.internal:9000', S3_REGION: 'eu-central-1', S3_FORCE_PATH_STYLE: '1' })
        .s3,
    ).toMatchObject({ endpoint: 'http://minio.internal:9000', region: 'eu-central-1', forcePathStyle: true });
  });

  it('refuses to start on a half-made configuration, naming what is missing and never the secret', () => {
    const problems: [Record<string, string>, string][] = [
      [{ S3_BUCKET: 'freight-files' }, 'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'],
      [{ ...complete, S3_ACCESS_KEY_ID: '' }, 'S3_ACCESS_KEY_ID'],
      [{ S3_BUCKET: 'freight-files', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE' }, 'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'],
      [
        { S3_SECRET_ACCESS_KEY: complete.S3_SECRET_ACCESS_KEY, S3_ENDPOINT: 'http://minio:9000' },
        'S3_ENDPOINT, S3_SECRET_ACCESS_KEY set without S3_BUCKET',
      ],
      [{ ...complete, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
      [{ ...complete, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    ];
    for (const [env, message] of problems) {
      let thrown: unknown;
      try {
        loadConfig({ ...base, ...env });
      } catch (error) {
        thrown = error;
      }
      expect(thrown, JSON.stringify(env)).toBeInstanceOf(Error);
      expect((thrown as Error).message).toContain('Invalid configuration');
      expect((thrown as Error).message).toContain(message);
      expect((thrown as Error).message).not.toContain(complete.S3_SECRET_ACCESS_KEY);
    }
  });
});
