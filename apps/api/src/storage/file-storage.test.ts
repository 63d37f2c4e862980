import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../test/s3-server';
import { createDiskStorage } from './disk-storage';
import { StoredFileMissingError, type FileStorage } from './file-storage';
import { createS3Client, createS3Storage } from './s3-storage';

/** A driver under test, and what it holds outside the interface (to prove nothing is left behind). */
type Driver = { storage: FileStorage; storedKeys: () => Promise<string[]>; unreachable: () => FileStorage; close: () => Promise<void> };

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => fs.statSync(path.join(dir, name)).isFile())
    : [];

async function diskDriver(): Promise<Driver> {
  const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'freight-disk-')), 'files');
  const notAFolder = path.join(os.tmpdir(), `freight-not-a-folder-${crypto.randomBytes(4).toString('hex')}`);
  fs.writeFileSync(notAFolder, 'a file where the folder should be');
  return {
    storage: createDiskStorage(root),
    storedKeys: async () => filesUnder(root).map((name) => path.basename(name)),
    unreachable: () => createDiskStorage(notAFolder),
    close: async () => {
      fs.rmSync(path.dirname(root), { recursive: true, force: true });
      fs.rmSync(notAFolder, { force: true });
    },
  };
}

async function s3Driver(): Promise<Driver> {
  const server: S3TestServer = await startS3Server();
  const client = createS3Client(server.settings);
  const others: FileStorage[] = [];
  const other = (storage: FileStorage) => (others.push(storage), storage);
  return {
    storage: createS3Storage(server.settings, client),
    storedKeys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: server.settings.bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '');
    },
    // A bucket the server does not have, and credentials it does not know: HeadBucket fails for both.
    unreachable: () => other(createS3Storage({ ...server.settings, bucket: 'no-such-bucket' })),
    close: async () => {
      await Promise.all(others.map((storage) => storage.close()));
      client.destroy();
      await server.close();
    },
  };
}

const read = async (storage: FileStorage, key: string) => {
  const { stream, size } = await storage.open(key);
  return { bytes: Buffer.concat((await stream.toArray()) as Buffer[]), size };
};

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

describe.each([
  ['disk', diskDriver],
  ['s3 (s3rver over HTTP)', s3Driver],
])('file storage contract: %s', (_name, makeDriver) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await makeDriver();
  });
  afterAll(() => driver.close());

  it('stores bytes under a new server-made key and gives them back with their size', async () => {
    const bytes = Buffer.from('%PDF-1.4\n% a small document\n%%EOF\n');
    const key = await driver.storage.put(bytes, 'pdf');
    const again = await driver.storage.put(bytes, 'PDF');
    expect(key).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(again).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(again).not.toBe(key);
    expect(await read(driver.storage, key)).toEqual({ bytes, size: bytes.length });
    expect(await driver.storedKeys()).toEqual(expect.arrayContaining([key, again]));
  });

  it('streams a larger file in and out unchanged (several S3 parts)', async () => {
    // 12 MiB of varied bytes, arriving in uneven chunks: more than two 5 MiB multipart parts.
    const big = crypto.randomBytes(12 * 1024 * 1024 + 123);
    const chunks = [big.subarray(0, 1000), big.subarray(1000, 7_000_000), big.subarray(7_000_000)];
    const key = await driver.storage.put(Readable.from(chunks), 'pdf');
    const { stream, size } = await driver.storage.open(key);
    expect(size).toBe(big.length);
    const hash = crypto.createHash('sha256');
    let received = 0;
    for await (const chunk of stream) {
      received += (chunk as Buffer).length;
      hash.update(chunk as Buffer);
      // Streamed, not answered in one piece.
      expect((chunk as Buffer).length).toBeLessThan(big.length);
    }
    expect(received).toBe(big.length);
    expect(hash.digest('hex')).toBe(sha256(big));
    await driver.storage.remove(key);
  });

  it('removes a file; a removed or never-stored key is missing, and removing it again is no error', async () => {
    const key = await driver.storage.put(Buffer.from('%PDF-gone'), 'pdf');
    await driver.storage.remove(key);
    await expect(driver.storage.open(key)).rejects.toBeInstanceOf(StoredFileMissingError);
    await expect(driver.storage.remove(key)).resolves.toBeUndefined();
    expect(await driver.storedKeys()).not.toContain(key);
    const never = `${'ab'.repeat(16)}.pdf`;
    await expect(driver.storage.open(never)).rejects.toEqual(new StoredFileMissingError(never));
  });

  it('refuses keys it did not make (paths, other folders, other objects) and bad extensions', async () => {
    const keptKeys = await driver.storedKeys();
    for (const key of [
      '../../etc/passwd',
      `${'x'.repeat(32)}.pdf`,
      `${'AB'.repeat(16)}.pdf`,
      `ab/${'ab'.repeat(16)}.pdf`,
      `${'ab'.repeat(16)}.pdf/`,
      '',
    ]) {
      await expect(driver.storage.open(key), key).rejects.toThrow('invalid storage key');
      await expect(driver.storage.remove(key), key).rejects.toThrow('invalid storage key');
    }
    for (const extension of ['../pdf', 'pdf/x', '', 'toolong']) {
      await expect(driver.storage.put(Buffer.from('%PDF-'), extension), extension).rejects.toThrow('invalid storage extension');
    }
    expect(await driver.storedKeys()).toEqual(keptKeys);
  });

  it('keeps nothing of an upload whose source fails half-way', async () => {
    const before = await driver.storedKeys();
    const failing = Readable.from(
      (async function* () {
        yield crypto.randomBytes(6 * 1024 * 1024);
        throw new Error('client went away');
      })(),
    );
    await expect(driver.storage.put(failing, 'pdf')).rejects.toThrow('client went away');
    expect(await driver.storedKeys()).toEqual(before);
  });

  it('check answers when the storage is reachable and writable, and throws when it is not', async () => {
    await expect(driver.storage.check()).resolves.toBeUndefined();
    await expect(driver.unreachable().check()).rejects.toThrow();
  });
});

describe('s3 driver: server faults', () => {
  it('check fails on unknown credentials and on a server that is gone', async () => {
    const server = await startS3Server();
    // s3rver refuses an unknown access key (it does not verify the secret's signature).
    const unknownKey = createS3Storage({ ...server.settings, accessKeyId: 'not-a-known-key' });
    const storage = createS3Storage(server.settings);
    try {
      await expect(storage.check()).resolves.toBeUndefined();
      await expect(unknownKey.check()).rejects.toThrow();
      await server.close();
      await expect(storage.check()).rejects.toThrow();
    } finally {
      await Promise.all([unknownKey.close(), storage.close()]);
      await server.close();
    }
  });
});
