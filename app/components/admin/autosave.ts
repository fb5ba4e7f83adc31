import type { SubmissionResult } from '@conform-to/react'
import { useFetcher } from '@remix-run/react'
import { type RefObject, useCallback, useEffect, useRef } from 'react'
import { isBlankHtml } from '~/utils/html'
import { contentOf, markSaved } from './unsaved-changes'

/** How long after the last keystroke the editor saves (decision 0033). */
export const AUTOSAVE_DELAY_MS = 3_000

/** What the action answers an autosave: the time saved and the new version, or the refusal of any save. */
export type AutosaveAnswer =
  { saved: { message: string; baseRevision?: number } } | { result: SubmissionResult<string[]>; baseRevision?: number }

interface AutosaveOptions {
  formRef: RefObject<HTMLFormElement | null>
  action: string
  /** Off after another member's save (409): only the staff member's own click saves over it. */
  enabled: boolean
  /** Each answer, once its send is over. */
  onAnswer: (answer: AutosaveAnswer) => void
}

/**
 * Sends the form as its save button would (`intent=update`, plus `autosave=on`) through a fetcher, a few seconds
 * after its last change (`changed`): the page stays, and the unsaved-changes guard learns what was saved.
 */
export function useAutosave({ formRef, action, enabled, onAnswer }: AutosaveOptions) {
  const fetcher = useFetcher<AutosaveAnswer>()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const busy = useRef(false)
  const sending = useRef<string | null>(null)
  const saved = useRef<string | null>(null)
  const latest = useRef({ enabled, onAnswer, submit: fetcher.submit })
  latest.current = { enabled, onAnswer, submit: fetcher.submit }

  const send = useCallback(() => {
    const form = formRef.current
    if (!form?.isConnected || !latest.current.enabled) return
    // One send at a time: the next waits for the answer of this one.
    if (busy.current) {
      timer.current = setTimeout(send, AUTOSAVE_DELAY_MS)
      return
    }
    const content = contentOf(form)
    const formData = new FormData(form)
    if (content === saved.current || isBlankHtml(String(formData.get('html') ?? ''))) return
    formData.set('intent', 'update')
    formData.set('autosave', 'on')
    busy.current = true
    sending.current = content
    void latest.current.submit(formData, { method: 'post', action })
  }, [formRef, action])

  const changed = useCallback(() => {
    clearTimeout(timer.current)
    if (latest.current.enabled) timer.current = setTimeout(send, AUTOSAVE_DELAY_MS)
  }, [send])

  /** The staff member's own click sends the form: nothing is left for the timer. */
  const cancel = useCallback(() => clearTimeout(timer.current), [])
  useEffect(() => cancel, [cancel])

  useEffect(() => {
    if (fetcher.state !== 'idle' || !busy.current) return
    busy.current = false
    if (!fetcher.data) return
    const form = formRef.current
    if ('saved' in fetcher.data && form && sending.current !== null) {
      saved.current = sending.current
      markSaved(form, sending.current)
    }
    latest.current.onAnswer(fetcher.data)
  }, [fetcher.state, fetcher.data, formRef])

  return { changed, cancel, sending: fetcher.state !== 'idle' }
}
