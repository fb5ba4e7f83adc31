import type { DataField } from './registrations'

/**
 * A session's data as `dataBlocks` orders it: a `<dl>` per block of the type's `data_name_list`, as the public
 * registration page draws it (`.registration-data`). That page keeps its own copy for now: sharing this component
 * puts it in a chunk of its own, 0.1 KB of gzipped JavaScript over the page's ceiling (tests/e2e/bundle.test.ts).
 * The blocks of a page never move, so their place is their key.
 */
export function RegistrationBlocks({ blocks }: { blocks: DataField[][] }) {
  return blocks.map((block, index) => (
    <dl key={index}>
      {block.map((field) => (
        <div key={field.label}>
          <dt>{field.label}</dt>
          <dd>{field.value}</dd>
        </div>
      ))}
    </dl>
  ))
}
