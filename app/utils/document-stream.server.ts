const CLOSING_TAGS = Buffer.from('</body></html>')

/**
 * Moves the document's closing `</body></html>` to the end of the stream. Remix renders its data scripts (single
 * fetch's stream transfer) as a sibling of the document, so React writes them after `</html>`: browsers put them
 * back in the body, but it is not valid HTML (the Nu Html Checker: « Stray start tag script »).
 */
export function closingTagsLast(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  // The bytes at the end of the last chunk that may be the start of the closing tags.
  let held = Buffer.alloc(0)
  let moved = false
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (moved) return controller.enqueue(chunk)
        const bytes = Buffer.concat([held, chunk])
        const at = bytes.indexOf(CLOSING_TAGS)
        if (at >= 0) {
          moved = true
          held = Buffer.alloc(0)
          controller.enqueue(bytes.subarray(0, at))
          if (at + CLOSING_TAGS.length < bytes.length) controller.enqueue(bytes.subarray(at + CLOSING_TAGS.length))
          return
        }
        const keep = Math.min(bytes.length, CLOSING_TAGS.length - 1)
        if (bytes.length > keep) controller.enqueue(bytes.subarray(0, bytes.length - keep))
        held = Buffer.from(bytes.subarray(bytes.length - keep))
      },
      flush(controller) {
        if (held.length) controller.enqueue(held)
        if (moved) controller.enqueue(CLOSING_TAGS)
      },
    }),
  )
}
