import { createReadStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { HttpError } from '../errors'
import { createBackup } from '../services/backup'
import { backupTokenOf, sameToken } from '../services/backup-token'
import { uploadsDirOf } from '../services/image-files'

/** Loopback addresses of the socket itself: never `request.ip`, which a trusted proxy's header may set. */
const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * POST backup: the archive of the database and its images, for `npm run backup` while this process owns a PGlite
 * folder no other process may open (decision 0029). Only from this machine, with the token of DATA_DIR's
 * `backup-token` file: whoever may read the data folder may copy it, nobody else.
 */
export const backupRoutes: FastifyPluginAsync = async (app) => {
  const token = await backupTokenOf(app.config.dataDir)
  const refuse = (request: FastifyRequest) => {
    const given = request.headers['x-backup-token']
    if (!loopback.has(request.socket.remoteAddress ?? '') || typeof given !== 'string' || !sameToken(given, token)) {
      throw new HttpError(403, 'Sauvegarde refusée\u00a0: seule la commande «\u00a0npm run backup\u00a0» de ce serveur peut la demander.')
    }
  }
  app.post(
    '/backup',
    {
      config: {
        doc: {
          summary: 'A backup archive (gzipped tar: manifest, SQL dump, images), from loopback with DATA_DIR’s backup token only',
          tag: 'meta',
          access: 'public',
          response: 'binary',
        },
      },
    },
    async (request, reply) => {
      refuse(request)
      const file = join(app.config.dataDir, `backup-${Date.now()}-${process.pid}.tar.gz`)
      const result = await createBackup({ db: app.db, uploadsDir: uploadsDirOf(app.config.dataDir) }, file)
      app.log.info({ bytes: result.bytes, takenAt: result.manifest.takenAt }, 'backup sent')
      const stream = createReadStream(file)
      stream.once('close', () => void rm(file, { force: true }))
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', result.bytes)
        .header('content-disposition', 'attachment; filename="ecole.tar.gz"')
        .send(stream)
    },
  )
}
