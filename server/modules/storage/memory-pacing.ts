import { pipeline, type Readable, Transform } from 'node:stream'
import v8 from 'node:v8'
import vm from 'node:vm'

// STORE-2, decision 0042: a large file passes the process in 64 KB buffers (a socket's reads,
// a file's reads) and 5 MB parts (a multipart upload). Each is garbage once passed on, but it
// lives outside V8's heap, and V8 collects such memory when it has grown by 64 MB since the
// last full collection: a transfer allocates too little on the heap for the young generation
// to fill. So a 200 MB file held ~15 MB live but grew the process by 57-100 MB (measured:
// process.memoryUsage().arrayBuffers rose to 64-84 MB, fell to 2-14 MB after each full GC).
// Pacing asks V8 for a collection every PACE_BYTES a transfer passes on: a young-generation
// one (a few ms) for the 64 KB buffers, a full one where the buffers live long enough to be
// promoted (the parts of a multipart upload). That bounds the garbage to about PACE_BYTES
// (8 MB: the bench's growth fell to +6..+9 MB on disk, +22..+42 MB with a bucket; 16 MB left
// a bucket's download at up to +52 MB).

export const PACE_BYTES = 8 * 1024 * 1024

export type Collect = (type: 'minor' | 'major') => void

/**
 * V8's own collector, asked for by this module only (not by the shop's other code). A full
 * collection runs incrementally (async): requests keep being answered while it marks.
 */
function exposedGc(): Collect {
  v8.setFlagsFromString('--expose-gc')
  const gc = vm.runInNewContext('gc') as (options: {
    type: 'minor' | 'major'
    execution: 'sync' | 'async'
  }) => void
  return (type) => gc({ type, execution: type === 'major' ? 'async' : 'sync' })
}

let collect: Collect | undefined

/** The collector pacing uses; tests give their own to count the calls. */
export function setCollector(next: Collect | undefined) {
  collect = next
}

/** Counts bytes and asks for a collection of `type` every `every` bytes passed on. */
export function createPacer(type: 'minor' | 'major' = 'minor', every = PACE_BYTES) {
  let since = 0
  return (bytes: number) => {
    since += bytes
    if (since < every) return
    since %= every
    collect ??= exposedGc()
    collect(type)
  }
}

/** The stream `source` as it is, with a paced collection every PACE_BYTES it passes on. */
export function paced(source: Readable, type: 'minor' | 'major' = 'minor'): Readable {
  const pace = createPacer(type)
  const through = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pace(chunk.length)
      done(null, chunk)
    },
  })
  // An error of either side ends both; the reader sees the source's error.
  return pipeline(source, through, () => {})
}
