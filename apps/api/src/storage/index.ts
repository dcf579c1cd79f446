import fs from 'node:fs';
import path from 'node:path';

/** The storage could not take or give an object (a full disk, an unreachable bucket). */
export class StorageError extends Error {}

/**
 * Where uploaded pictures are kept: the local disk (DATA_DIR/uploads) by default, or an
 * S3-compatible bucket (S3_BUCKET) that every api process shares. Names are made by the api
 * (lib/images.ts) and never contain a path.
 */
export interface UploadStorage {
  readonly kind: 'disk' | 's3';
  /** Writes a new object; a name that exists already is an error (names are random). */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none of that name. */
  get(name: string): Promise<Buffer | null>;
  delete(name: string): Promise<void>;
  close(): Promise<void>;
}

export class DiskStorage implements UploadStorage {
  readonly kind = 'disk';

  constructor(private readonly dir: string) {}

  async put(name: string, data: Buffer): Promise<void> {
    try {
      await fs.promises.mkdir(this.dir, { recursive: true });
      await fs.promises.writeFile(path.join(this.dir, name), data, { flag: 'wx' });
    } catch (error) {
      // A partly written file (a full disk) must not be served later.
      await fs.promises.rm(path.join(this.dir, name), { force: true }).catch(() => undefined);
      throw new StorageError(`The upload could not be stored: ${(error as Error).message}`);
    }
  }

  async get(name: string): Promise<Buffer | null> {
    try {
      return await fs.promises.readFile(path.join(this.dir, name));
    } catch {
      return null;
    }
  }

  async delete(name: string): Promise<void> {
    await fs.promises.rm(path.join(this.dir, name), { force: true });
  }

  async close(): Promise<void> {}
}

export interface S3Settings {
  bucket: string;
  /** An S3-compatible server's address (MinIO, R2, a local test server); AWS's when unset. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

/** The AWS SDK is loaded only when a bucket is configured: the default start stays light. */
export async function createS3Storage(settings: S3Settings): Promise<UploadStorage> {
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(name, data, contentType) {
      try {
        await client.send(
          new s3.PutObjectCommand({ Bucket, Key: name, Body: data, ContentType: contentType }),
        );
      } catch (error) {
        throw new StorageError(`The upload could not be stored: ${(error as Error).message}`);
      }
    },
    async get(name) {
      try {
        const answer = await client.send(new s3.GetObjectCommand({ Bucket, Key: name }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(name) {
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: name }));
    },
    async close() {
      client.destroy();
    },
  };
}
