import { Form, Link, useSubmit } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { type ListQuery, listSearch } from './list-query'

/** Section 5: the filter waits for one second without typing before it asks. */
export const FILTER_DEBOUNCE_MS = 1000

interface ListFilterProps {
  query: ListQuery
  defaultSort: string
  label: string
  /** Under the field: what the filter searches in. */
  help: string
}

/**
 * The filter of an admin list: a GET form (`q`, keeping the order, back to the first page) that works without
 * JavaScript; with it, the list follows the typing once it pauses for a second, replacing the history entry so that
 * the back button does not replay every keystroke.
 */
export function ListFilter({ query, defaultSort, label, help }: ListFilterProps) {
  const submit = useSubmit()
  const input = useRef<HTMLInputElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(timer.current), [])
  // The address changed otherwise (back button, a link): the field shows its filter, unless being typed in.
  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = query.q
  }, [query.q])
  const sort = query.sort !== defaultSort ? query.sort : undefined
  return (
    <Form method="get" role="search" className="list-filter" onSubmit={() => clearTimeout(timer.current)}>
      <label htmlFor="list-filter-q">{label}</label>
      <div className="list-filter-row">
        <input
          ref={input}
          id="list-filter-q"
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={255}
          autoComplete="off"
          spellCheck={false}
          aria-describedby="list-filter-help"
          onChange={(event) => {
            const form = event.currentTarget.form
            clearTimeout(timer.current)
            timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), FILTER_DEBOUNCE_MS)
          }}
        />
        {sort ? <input type="hidden" name="sort" value={sort} /> : null}
        <button type="submit" className="button button-secondary">
          Filtrer
        </button>
        {query.q ? (
          <Link to={listSearch(query, { q: '', page: 1 }, defaultSort) || '?'} className="list-filter-clear">
            Effacer le filtre
          </Link>
        ) : null}
      </div>
      <p id="list-filter-help" className="field-help">
        {help}
      </p>
    </Form>
  )
}
