import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { notFound } from '../errors'
import { contentTypes, storedFileName, uploadsDirOf } from '../services/image-files'

const UploadParams = z.object({ file: z.string() })

export const uploadRoutes: FastifyPluginAsync = async (app) => {
  const uploadsDir = uploadsDirOf(app.config.dataDir)

  app.get(
    '/uploads/:file',
    {
      config: {
        doc: {
          summary: 'A stored image file or one of its WebP renditions (names never change: cached for a year)',
          tag: 'image',
          access: 'public',
          params: UploadParams,
          response: 'binary',
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params as z.output<typeof UploadParams>
      // Only names the server chose: nothing else of the folder, and no way out of it.
      if (!storedFileName.test(file)) throw notFound('Ce fichier n’existe pas.')
      const path = join(uploadsDir, file)
      const found = await stat(path).catch(() => null)
      if (!found?.isFile()) throw notFound('Ce fichier n’existe pas.')
      return reply
        .headers({
          'Content-Type': contentTypes[file.slice(file.lastIndexOf('.') + 1)],
          'Content-Length': String(found.size),
          'Cache-Control': 'public, max-age=31536000, immutable',
          'X-Content-Type-Options': 'nosniff',
          'Last-Modified': found.mtime.toUTCString(),
          ETag: `"${file}"`,
        })
        .send(createReadStream(path))
    },
  )
}
