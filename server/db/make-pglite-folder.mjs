// Makes a new PGlite folder (PostgreSQL's initdb) and ends: run by openDatabase in a process of its own, whose memory
// goes back to the system when it ends (server/db/index.ts, `makePgliteFolder`).
import { PGlite } from '@electric-sql/pglite'

const client = new PGlite(process.argv[2])
await client.waitReady
await client.close()
