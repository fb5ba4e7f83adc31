import { inflateSync } from 'node:zlib'

/** WinAnsi bytes 0x80–0x9f (the rest of the encoding is Latin-1). */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
}

function decodeWinAnsi(hex: string): string {
  let text = ''
  for (let index = 0; index + 1 < hex.length; index += 2) {
    const byte = parseInt(hex.slice(index, index + 2), 16)
    text += WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte)
  }
  return text
}

/**
 * The text a PDF made by pdfkit with its standard fonts shows: each content stream inflated (when compressed),
 * each text operation (`[<hex> kerning <hex>] TJ`) decoded from WinAnsi, one line per baseline. Enough to
 * check what a reader sees in our own documents; not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1')
  const lines: string[] = []
  const streamHeader = /<<([^]*?)>>\s*stream\r?\n/g
  for (let match = streamHeader.exec(source); match; match = streamHeader.exec(source)) {
    const length = /\/Length (\d+)/.exec(match[1])
    if (!length) continue
    const start = match.index + match[0].length
    const raw = pdf.subarray(start, start + Number(length[1]))
    let content: string
    try {
      content = (/\/FlateDecode/.test(match[1]) ? inflateSync(raw) : raw).toString('latin1')
    } catch {
      continue // an image or a font, not a content stream
    }
    // Runs of one line (a bold word, then the rest) share the y of their text matrix: they are joined as is.
    let lastY: string | null = null
    for (const operation of content.matchAll(/1 0 0 1 [\d.-]+ ([\d.-]+) Tm[^[<]*(?:\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj)/g)) {
      const [, y, array, single] = operation
      const hexes = array !== undefined ? [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]) : [single]
      const text = hexes.map(decodeWinAnsi).join('')
      if (y === lastY && lines.length) lines[lines.length - 1] += text
      else lines.push(text)
      lastY = y
    }
  }
  return lines.join('\n')
}

/** The text of a PDF on one line, lines joined by a space: what a sentence wrapped over two lines reads as. */
export function pdfSentences(pdf: Buffer): string {
  return pdfText(pdf).replace(/[ \n]+/g, ' ')
}
