import { createHash } from 'node:crypto'
import { type Readable, Transform } from 'node:stream'
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { assertKey, contentTypeOf, type FileStore, StorageError } from './file-store.ts'
import { createPacer, paced } from './memory-pacing.ts'

// STORE-1, decision 0042: the shop's files in an S3-compatible bucket (AWS S3, MinIO, Ceph,
// R2, ...) through the AWS SDK. An upload of unknown length streams as a multipart upload in
// parts of PART_BYTES, at most QUEUE parts in flight: the process holds about
// (QUEUE + 1) × PART_BYTES of a file, never the whole of it (STORE-2).

export interface S3Settings {
  /** Without it the SDK's own endpoint for the region (AWS S3). */
  endpoint: string | undefined
  bucket: string
  region: string
  /** Without keys the SDK's credential chain (environment, instance role) answers. */
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
  forcePathStyle: boolean
}

const PART_BYTES = 5 * 1024 * 1024
const QUEUE = 2

const notFound = (error: unknown) =>
  error instanceof S3ServiceException
    ? error.$metadata.httpStatusCode === 404 ||
      error.name === 'NoSuchKey' ||
      error.name === 'NotFound'
    : false

/** The SDK's error in one line: its code and, when the store said one, its message. */
function reasonOf(error: unknown): string {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode
    const said = error.message && error.message !== 'UnknownError' ? `: ${error.message}` : ''
    return `${error.name}${status ? ` (HTTP ${status})` : ''}${said}`
  }
  const { code, message } = error as { code?: string; message?: string }
  return [code, message].filter(Boolean).join(': ') || String(error)
}

export function createS3Store(settings: S3Settings): FileStore {
  const client = new S3Client({
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId &&
      settings.secretAccessKey && {
        credentials: {
          accessKeyId: settings.accessKeyId,
          secretAccessKey: settings.secretAccessKey,
        },
      }),
    // S3-compatible stores do not all know the SDK's newer default checksums (aws-chunked
    // uploads with trailers, the checksum-mode header): send them only where S3 needs them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable store fails a request within seconds, not minutes.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 60_000 },
    maxAttempts: 3,
  })
  const Bucket = settings.bucket
  const where = `s3://${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ` (${settings.region})`}`

  return {
    kind: 's3',
    location: where,

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }))
      } catch (error) {
        throw new StorageError(
          `Cannot use the object store ${where} (S3_* settings): ${reasonOf(error)}`,
        )
      }
    },

    async identity() {
      const address = `${settings.endpoint ?? settings.region}/${Bucket}`
      return `s3:${createHash('sha256').update(address).digest('hex').slice(0, 32)}`
    },

    async put(key, body, contentType = contentTypeOf(key)) {
      const Key = assertKey(key)
      if (body instanceof Uint8Array) {
        await client.send(
          new PutObjectCommand({ Bucket, Key, Body: body, ContentType: contentType }),
        )
        return { size: body.byteLength }
      }
      let size = 0
      // The 64 KB chunks die young (pace); the parts live for their request and are promoted:
      // a full collection frees them, every 3 parts (with QUEUE + 1 parts live, that bounds
      // the parts' share at ~35 MB; every 2 parts, blocking, cost a third of the throughput).
      const pace = createPacer()
      const paceParts = createPacer('major', 3 * PART_BYTES)
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length
          pace(chunk.length)
          paceParts(chunk.length)
          done(null, chunk)
        },
      })
      // An error of the source must end the upload too, not only the counter.
      body.once('error', (error) => count.destroy(error))
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: body.pipe(count), ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: QUEUE,
        leavePartsOnError: false,
      })
      await upload.done()
      return { size }
    },

    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: assertKey(key) }))
        return {
          size: head.ContentLength ?? 0,
          lastModified: head.LastModified ?? new Date(0),
          etag: head.ETag ?? `"${head.ContentLength}"`,
          contentType: head.ContentType ?? contentTypeOf(key),
        }
      } catch (error) {
        if (notFound(error)) return undefined
        throw error
      }
    },

    async read(key, range) {
      try {
        const got = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: assertKey(key),
            ...(range && { Range: `bytes=${range.start}-${range.end}` }),
          }),
        )
        const total = range
          ? Number(/\/(\d+)$/.exec(got.ContentRange ?? '')?.[1] ?? got.ContentLength ?? 0)
          : (got.ContentLength ?? 0)
        return {
          stream: paced(got.Body as Readable),
          size: total,
          lastModified: got.LastModified ?? new Date(0),
          etag: got.ETag ?? `"${total}"`,
          contentType: got.ContentType ?? contentTypeOf(key),
          ...(range && { range }),
        }
      } catch (error) {
        if (notFound(error)) return undefined
        throw error
      }
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertKey(key) }))
    },

    async copy(from, to) {
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key: assertKey(to),
            CopySource: `${Bucket}/${encodeURI(assertKey(from))}`,
          }),
        )
        return true
      } catch (error) {
        if (notFound(error)) return false
        throw error
      }
    },

    async *list(prefix) {
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
        for (const item of page.Contents ?? []) {
          if (item.Key) yield { key: item.Key, size: item.Size ?? 0 }
        }
      }
    },

    localPath: () => undefined,
  }
}
