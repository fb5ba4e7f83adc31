// Installs what the tests need on a fresh machine of this kind: Debian's Chromium and PostgreSQL server.
import { ensureChromium, ensurePostgresBinaries } from './system'

console.log(`Chromium: ${ensureChromium()}`)
console.log(`PostgreSQL: ${ensurePostgresBinaries()}`)
