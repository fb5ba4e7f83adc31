import { useBlocker } from '@remix-run/react'
import { useCallback, useEffect, useRef } from 'react'
import { FORM_KEY } from '~/utils/form-key'

export const UNSAVED_QUESTION = 'Des modifications ne sont pas enregistrées. Quitter la page sans les enregistrer\u00a0?'

/** A form of the page that writes something (a POST form), from an event's target. */
function writingFormOf(target: EventTarget | null): HTMLFormElement | null {
  const form = target instanceof Element ? target.closest('form') : null
  return form && form.method.toLowerCase() === 'post' ? form : null
}

/** Fields that change by themselves: the key against double submission, the version of a text saved (autosave). */
const unwritten = new Set([FORM_KEY, 'baseRevision'])

/** What the form would send, files by name and size. */
export function contentOf(form: HTMLFormElement): string {
  const entries = [...new FormData(form)].filter(([name]) => !unwritten.has(name))
  return JSON.stringify(entries.map(([name, value]) => [name, typeof value === 'string' ? value : `${value.name}:${value.size}`]))
}

const SAVED = 'admin-form-saved'

/** Tells the guard that `form` was saved as it was when it held `content` (an autosave: no page follows). */
export function markSaved(form: HTMLFormElement, content: string) {
  form.dispatchEvent(new CustomEvent<string>(SAVED, { bubbles: true, detail: content }))
}

/**
 * Whether a form of the page holds changes not sent: each POST form's content is noted when one of its fields is
 * first focused, and compared at the time of leaving (typing then erasing is no change). Sending a form forgets
 * every note: the page that follows is the answer to what was sent.
 */
function useUnsavedChanges() {
  const notes = useRef(new Map<HTMLFormElement, string>())
  useEffect(() => {
    const note = (event: Event) => {
      const form = writingFormOf(event.target)
      if (form && !notes.current.has(form)) notes.current.set(form, contentOf(form))
    }
    const forget = () => notes.current.clear()
    const saved = (event: Event) => {
      if (event.target instanceof HTMLFormElement && event instanceof CustomEvent) notes.current.set(event.target, String(event.detail))
    }
    document.addEventListener('focusin', note, true)
    document.addEventListener('submit', forget, true)
    document.addEventListener(SAVED, saved)
    return () => {
      document.removeEventListener('focusin', note, true)
      document.removeEventListener('submit', forget, true)
      document.removeEventListener(SAVED, saved)
    }
  }, [])
  const changed = useCallback(() => [...notes.current].some(([form, before]) => form.isConnected && contentOf(form) !== before), [])
  const forget = useCallback(() => notes.current.clear(), [])
  return { changed, forget }
}

/**
 * Asks before leaving a back-office page whose forms hold changes (the rich-text editor, « Ajouter un client »…):
 * a French confirmation for the site's own navigations (a menu link, Back), the browser's own question for a full
 * page load or closing the tab. One for every admin page, in the admin layout (a router holds one blocker).
 */
export function UnsavedChangesGuard() {
  const { changed, forget } = useUnsavedChanges()
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) && changed(),
  )
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    if (window.confirm(UNSAVED_QUESTION)) {
      forget()
      blocker.proceed()
    } else {
      blocker.reset()
    }
  }, [blocker, forget])
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!changed()) return
      event.preventDefault()
      // Older browsers show nothing without it; every browser shows its own words.
      event.returnValue = UNSAVED_QUESTION
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [changed])
  return null
}
