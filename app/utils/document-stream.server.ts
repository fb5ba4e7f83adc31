import { Transform } from 'node:stream'

const CLOSING_TAGS = Buffer.from('</body></html>')
/** The size of the views React 18's Node renderer encodes into (`VIEW_SIZE` of react-dom/server.node). */
const REACT_VIEW_SIZE = 2048

/**
 * What React's Node renderer writes, made the document the site sends:
 * - React 18 writes its whole 2 KB view when a multi-byte character does not fit at its end, the bytes it did not
 *   fill included: NUL bytes in the page (facebook/react#24985, fixed in React 19 by #26228). Such a chunk is exactly a
 *   view long and ends with 1 to 3 NUL bytes, which no page has (a NUL is no character of an HTML document): they go.
 * - Remix renders its data scripts (single fetch's stream transfer) as a sibling of the document, so React writes them
 *   after `</html>`: browsers put them back in the body, but it is not valid HTML (the Nu Html Checker: « Stray start
 *   tag script »). The document's closing `</body></html>` moves to the end of the stream.
 */
export function documentStream(): Transform {
  // The bytes at the end of the last chunk that may be the start of the closing tags.
  let held = Buffer.alloc(0)
  let moved = false
  return new Transform({
    // No 'close' once ended: React's renderer ends its destination again at that event, which Node refuses by building
    // an error (a stack trace per render, 1.6 % of a render's main thread). The site reads 'end'; an error still comes.
    emitClose: false,
    transform(chunk: Uint8Array, _encoding, done) {
      let bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      if (bytes.length === REACT_VIEW_SIZE && bytes[bytes.length - 1] === 0) {
        let end = bytes.length - 1
        while (end > bytes.length - 3 && bytes[end - 1] === 0) end--
        bytes = bytes.subarray(0, end)
      }
      if (moved) return done(null, bytes)
      if (held.length) bytes = Buffer.concat([held, bytes])
      const at = bytes.indexOf(CLOSING_TAGS)
      if (at >= 0) {
        moved = true
        held = Buffer.alloc(0)
        this.push(bytes.subarray(0, at))
        if (at + CLOSING_TAGS.length < bytes.length) this.push(bytes.subarray(at + CLOSING_TAGS.length))
        return done()
      }
      const keep = Math.min(bytes.length, CLOSING_TAGS.length - 1)
      if (bytes.length > keep) this.push(bytes.subarray(0, bytes.length - keep))
      // A copy: React may write into the view it handed over once the chunk is written.
      held = Buffer.from(bytes.subarray(bytes.length - keep))
      done()
    },
    flush(done) {
      if (held.length) this.push(held)
      if (moved) this.push(CLOSING_TAGS)
      done()
    },
  })
}
