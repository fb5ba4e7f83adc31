/**
 * The few shapes of the sanitised html texts (headings, paragraphs, lists, bold) as plain blocks of text runs,
 * for what cannot render html: the PDF documents.
 */
export interface TextRun {
  text: string
  bold: boolean
}

export type HtmlBlock =
  { kind: 'heading'; runs: TextRun[] } | { kind: 'paragraph'; runs: TextRun[] } | { kind: 'item'; marker: string; runs: TextRun[] }

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: '’',
  nbsp: '\u00a0',
  laquo: '«',
  raquo: '»',
  euro: '€',
  rsquo: '’',
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole
    }
    return entities[name.toLowerCase()] ?? whole
  })
}

/** Splits html into blocks: h1–h6 are headings, p paragraphs, li items (numbered in an ol, bulleted in an ul). */
export function htmlToBlocks(html: string | undefined): HtmlBlock[] {
  if (!html) return []
  const blocks: HtmlBlock[] = []
  const lists: { ordered: boolean; count: number }[] = []
  let current: HtmlBlock | null = null
  let bold = 0
  const close = () => {
    if (current) {
      const runs = current.runs.map((run) => ({ ...run, text: run.text.replace(/[ \t\r\n]+/g, ' ') })).filter((run) => run.text)
      if (runs.length) {
        runs[0] = { ...runs[0], text: runs[0].text.trimStart() }
        runs[runs.length - 1] = { ...runs[runs.length - 1], text: runs[runs.length - 1].text.trimEnd() }
        blocks.push({ ...current, runs: runs.filter((run) => run.text) })
      }
    }
    current = null
  }
  for (const token of html.split(/(<[^>]+>)/)) {
    const tag = /^<(\/?)([a-z0-9]+)/i.exec(token)
    if (!tag) {
      if (!token) continue
      current ??= { kind: 'paragraph', runs: [] }
      current.runs.push({ text: decodeEntities(token), bold: bold > 0 })
      continue
    }
    const [, closing, rawName] = tag
    const name = rawName.toLowerCase()
    if (name === 'strong' || name === 'b') bold += closing ? -1 : 1
    else if (name === 'br') current?.runs.push({ text: ' ', bold: false })
    else if (name === 'ul' || name === 'ol') {
      close()
      if (closing) lists.pop()
      else lists.push({ ordered: name === 'ol', count: 0 })
    } else if (name === 'li') {
      close()
      if (!closing) {
        const list = lists.at(-1)
        const marker = list?.ordered ? `${++list.count}.` : '•'
        current = { kind: 'item', marker, runs: [] }
      }
    } else if (/^(h[1-6]|p|div|blockquote)$/.test(name)) {
      close()
      if (!closing) current = { kind: /^h[1-6]$/.test(name) ? 'heading' : 'paragraph', runs: [] }
    }
  }
  close()
  return blocks
}
