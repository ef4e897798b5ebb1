import type { FastifyInstance } from 'fastify'
import { avifSource, ensureAvif } from '#server/modules/media/avif.ts'
import type { FileStore } from '#server/modules/storage/file-store.ts'
import { sendStoredFile } from './stored-file.ts'

// /media/*: the catalogue's and categories' images and the product downloads, from the file
// store (decision 0042) at the addresses and with the caching they always had (a day, public).
// AVIF variants are made from the WebP on first request, then served as files.

export function registerMedia(app: FastifyInstance, files: FileStore) {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    schema: { hide: true },
    async handler(request, reply) {
      const urlPath = request.url.split('?')[0] ?? ''
      const relative = decodeURIComponent(urlPath.slice('/media/'.length))
      if (!/^[\w.@-]+(\/[\w.@-]+)*$/.test(relative) || relative.split('/').includes('..')) {
        return reply.callNotFound()
      }
      const avif = avifSource(urlPath)
      if (avif) {
        await ensureAvif(files, avif).catch((error) =>
          request.log.warn({ err: error }, 'avif failed'),
        )
      }
      const sent = await sendStoredFile(request, reply, files, `media/${relative}`, {
        cacheControl: 'public, max-age=86400',
      })
      if (!sent) return reply.callNotFound()
      return reply
    },
  })
}
