// `data_name_list` as staff types it: one block per paragraph (a blank line between blocks), one field name per line.

/** The blocks of a type as the textarea shows them. */
export function blocksToText(blocks: string[][]): string {
  return blocks.map((block) => block.join('\n')).join('\n\n')
}

/** The textarea read back: names trimmed, empty lines inside a block and empty blocks dropped. */
export function textToBlocks(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .filter((block) => block.length > 0)
}
