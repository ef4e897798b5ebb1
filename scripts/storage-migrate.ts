import { configOrFail, fail } from '#server/command.ts'
import { StorageError } from '#server/modules/storage/file-store.ts'
import { createLocalStore } from '#server/modules/storage/local-store.ts'
import { type MigrationProgress, migrateFiles } from '#server/modules/storage/migrate-files.ts'
import { openFileStore } from '#server/modules/storage/open-store.ts'

// `npm run storage:migrate` (STORE-5, decision 0042): copies every file of DATA_DIR (media,
// print files, previews, stored mails) into the bucket that S3_* names. It may be run again
// and resumed at any time: what the bucket already has is skipped. DATA_DIR is left as it is.

const config = configOrFail()
if (config.storage.kind !== 's3') {
  fail(
    'storage:migrate copies DATA_DIR into a bucket: set S3_BUCKET (and the other S3_* settings) first.',
  )
}
const source = createLocalStore(config.dataDir)
const target = openFileStore(config)
await target
  .check()
  .catch((error: Error) => fail(error instanceof StorageError ? error.message : String(error)))

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)
const line = (p: MigrationProgress) =>
  `${p.seen} files: ${p.copied} copied (${mb(p.bytes)} MB), ${p.skipped} already there, ${p.failed} failed`
const tty = process.stdout.isTTY
let shown = 0
console.log(`Copying the files of ${source.location} into ${target.location} ...`)
const started = Date.now()
const result = await migrateFiles(source, target, {
  onProgress(progress) {
    // One line, rewritten in place on a terminal; a line every 5 s in a log.
    const now = Date.now()
    if (now - shown < (tty ? 200 : 5000)) return
    shown = now
    if (tty) process.stdout.write(`\r${line(progress)}`)
    else console.log(line(progress))
  },
  onFailure: (key, error) =>
    console.error(`${tty ? '\n' : ''}Could not copy ${key}: ${(error as Error).message}`),
})
if (tty) process.stdout.write('\r')
console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${line(result)}.`)
if (result.failed > 0) {
  fail(`${result.failed} files were not copied: run it again to copy what is missing.`)
}
