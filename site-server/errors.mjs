// The site's own answers to what never reaches Remix: a badly encoded URL (Express and its static files refuse
// it), a request line or headers over Node's size limit (the HTTP parser refuses it before Express), or an error
// of the Express layer itself, and the 403 of the same-origin check (app.mjs). French pages, instead of
// Express's English « Bad Request » or Node's empty 431.
import { log } from './log.mjs'

/** @type {Record<number, { title: string, text: string }>} */
const pages = {
  400: { title: 'Adresse invalide', text: 'L’adresse demandée est mal formée. Vérifiez le lien ou repartez de l’accueil.' },
  403: { title: 'Requête refusée', text: 'Ce formulaire doit être envoyé depuis le site lui-même.' },
  404: { title: 'Page introuvable', text: 'Oups! La page que vous demandez n’existe pas.' },
  408: { title: 'Requête trop lente', text: 'La requête a mis trop de temps à arriver. Réessayez.' },
  411: { title: 'Envoi refusé', text: 'Le formulaire doit être envoyé avec sa longueur (Content-Length).' },
  413: { title: 'Envoi trop volumineux', text: 'Le contenu envoyé est trop volumineux.' },
  431: { title: 'Adresse trop longue', text: 'L’adresse ou les en-têtes de la requête sont trop longs.' },
  500: { title: 'Erreur du serveur', text: 'Une erreur interne est survenue. Réessayez plus tard.' },
  503: { title: 'Site très demandé', text: 'Le site reçoit trop de demandes en ce moment. Réessayez dans quelques secondes.' },
}

const reasons = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }

/** A small French HTML page, complete, with a link back to the home page. */
export function frenchPage(status) {
  const { title, text } = pages[status] ?? pages[status < 500 ? 400 : 500]
  return `<!doctype html><html lang="fr"><meta charset="utf-8"><title>${title}</title><h1>${title}</h1><p>${text}</p><p><a href="/">Retour à l’accueil</a></p></html>`
}

/**
 * Express middleware: a path that does not decode gets the French 400 here, before the page cache and Remix, which
 * would take it for an unknown page (Express's router refused it only once it reached a route with parameters).
 * @type {import('express').RequestHandler}
 */
export function refuseBadlyEncodedPaths(req, res, next) {
  if (!decodes(req.path)) return res.status(400).type('html').send(frenchPage(400))
  next()
}

/**
 * Whether a path's percent-encoding decodes (the site answers one that does not its French 400).
 * @param {string} path
 */
export function decodes(path) {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/**
 * Registers both answers on the site: an Express error handler (after every other middleware) and the HTTP
 * server's `clientError` listener, which replaces Node's empty 400/431.
 * @param {import('express').Express} app
 * @param {import('node:http').Server} server
 */
export function answerErrorsInFrench(app, server) {
  app.use(
    /** @type {import('express').ErrorRequestHandler} */
    (error, req, res, next) => {
      if (res.headersSent) return next(error)
      const given = Number(error?.status ?? error?.statusCode)
      const status = given >= 400 && given < 600 ? given : 500
      if (status >= 500) log.error({ reqId: req.headers['x-request-id'], err: error }, 'la requête a échoué')
      res.status(status).type('html').send(frenchPage(status))
    },
  )
  server.on('clientError', (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
    const body = frenchPage(status)
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${reasons[status]}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      )
    }
    socket.destroy()
  })
}
