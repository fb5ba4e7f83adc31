/**
 * A CSV writer for the back-office's exports, read by a French spreadsheet (Excel, LibreOffice): UTF-8 with a byte
 * order mark (else Excel reads it as Windows-1252), `;` between cells (`,` is the French decimal mark), CRLF
 * between rows. A cell that a spreadsheet would take for a formula (= + - @, a tab or a carriage return first) is
 * prefixed with `'` (OWASP's advice against CSV injection): a client's name typed by anyone cannot run in staff's
 * spreadsheet.
 */

export const CSV_BOM = '\uFEFF'
export const CSV_SEPARATOR = ';'

const formulaStart = /^[=+\-@\t\r]/
const needsQuotes = /[";\r\n]|^\s|\s$/

/** One cell, escaped against formulas, and quoted (inner quotes doubled) when it holds a separator, quote or line. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (formulaStart.test(text)) text = `'${text}`
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One row, ended by CRLF. */
export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(CSV_SEPARATOR)}\r\n`
}

/**
 * A CSV file streamed as its rows come: `pages` yields the rows of one page at a time (an API call each), so a
 * long list is never held whole. The header row and the BOM go first.
 */
export function csvStream(
  header: readonly string[],
  pages: AsyncIterable<readonly (readonly (string | number | null | undefined)[])[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const iterator = pages[Symbol.asyncIterator]()
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvRow(header)))
    },
    async pull(controller) {
      const next = await iterator.next()
      if (next.done) {
        controller.close()
        return
      }
      controller.enqueue(encoder.encode(next.value.map(csvRow).join('')))
    },
    async cancel() {
      await iterator.return?.()
    },
  })
}
