// Prints the import circles among the TypeScript modules of app/, content/ and server/ (type-only imports included:
// a circle of types is still two modules that cannot be read apart), and exits 1 when there is one.
// `node scripts/import-cycles.mjs`; madge is not a dependency, TypeScript's own scanner reads the imports.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const folders = ['app', 'content', 'server']
const aliases = { '~/': 'app/', '#contract/': 'server/contract/', '#content/': 'content/' }

/** @param {string} folder @returns {string[]} */
function sources(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** The file an import names, when it is one of ours. @param {string} from @param {string} specifier */
function resolveImport(from, specifier) {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix))
  let base
  if (alias) base = join(root, aliases[alias], specifier.slice(alias.length))
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier)
  else return undefined
  const stem = base.replace(/\.(m?js|tsx?)$/, '')
  return [`${stem}.ts`, `${stem}.tsx`, join(stem, 'index.ts'), join(stem, 'index.tsx')].find((path) => existsSync(path))
}

const files = folders.flatMap((folder) => sources(join(root, folder)))
/** @type {Map<string, string[]>} */
const graph = new Map(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const targets = importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter((path) => path !== undefined)
    return [file, [...new Set(targets)]]
  }),
)

// Tarjan's strongly connected components: every component of more than one module holds a circle.
let index = 0
const indices = new Map()
const lowLinks = new Map()
const stack = []
const onStack = new Set()
const circles = []
/** @param {string} file */
function visit(file) {
  indices.set(file, index)
  lowLinks.set(file, index++)
  stack.push(file)
  onStack.add(file)
  for (const target of graph.get(file) ?? []) {
    if (!indices.has(target)) {
      visit(target)
      lowLinks.set(file, Math.min(lowLinks.get(file), lowLinks.get(target)))
    } else if (onStack.has(target)) lowLinks.set(file, Math.min(lowLinks.get(file), indices.get(target)))
  }
  if (lowLinks.get(file) !== indices.get(file)) return
  const component = []
  let member
  do {
    member = stack.pop()
    onStack.delete(member)
    component.push(member)
  } while (member !== file)
  if (component.length > 1 || graph.get(file)?.includes(file)) circles.push(component)
}
for (const file of graph.keys()) if (!indices.has(file)) visit(file)

for (const circle of circles) console.log(`Cercle d’imports\u00a0: ${circle.map((file) => relative(root, file)).join(' ↔ ')}`)
console.log(`${graph.size} modules lus, ${circles.length} cercle(s).`)
process.exitCode = circles.length ? 1 : 0
