// The ceiling `npm run bench` compares the site with: a plain Node server, one process, sending the bytes the site
// sent for each page (body already compressed, with its type and encoding), read from the JSON file it is given.
// Usage: node scripts/bench-static-server.mjs <pages.json> <port>; pages.json: { "/path": { headers, body (base64) } }.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [file, port] = process.argv.slice(2)
const pages = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([path, page]) => {
    const body = Buffer.from(page.body, 'base64')
    return [path, { body, headers: { ...page.headers, 'content-length': String(body.length) } }]
  }),
)

createServer((request, response) => {
  const page = pages.get(request.url)
  if (!page) return response.writeHead(404).end()
  response.writeHead(200, page.headers).end(page.body)
}).listen(Number(port), '127.0.0.1', () => console.log('ready'))
