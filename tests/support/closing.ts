import { afterEach } from 'vitest'

/**
 * What the tests of a file open (APIs, SMTP peers, more API processes) closed after each, the last opened first,
 * even when the test failed: `closing(item)` answers the item, to keep where it was opened.
 */
export function closedAfterEach() {
  const opened: { close(): unknown }[] = []
  afterEach(async () => {
    for (const item of opened.splice(0).reverse()) await item.close()
  })
  return <T extends { close(): unknown }>(item: T): T => {
    opened.push(item)
    return item
  }
}
