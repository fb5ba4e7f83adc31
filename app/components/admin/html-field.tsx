import { Component, lazy, type ReactNode, Suspense } from 'react'
import { Banner, ErrorList, TextareaField, useHydrated } from '~/components/ui'
import type { RichTextEditorProps } from './rich-text-editor'

/** Section 8: a part of the site loaded on demand that has not come within this delay is an error. */
export const EDITOR_LOAD_TIMEOUT_MS = 120_000

export const EDITOR_LOAD_ERROR = 'L’éditeur de texte n’a pas pu être chargé'

/** The browser's own reasons are English and technical: staff read only whether it was the delay. */
const TIMEOUT_MESSAGE = `délai de ${EDITOR_LOAD_TIMEOUT_MS / 1000}\u00a0secondes dépassé`
const FAILURE_MESSAGE = 'le chargement a échoué (réseau ou serveur)'

function within<T>(ms: number, loading: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(TIMEOUT_MESSAGE)), ms)
    loading.then(resolve, reject).finally(() => clearTimeout(timer))
  })
}

// The editor (Tiptap and ProseMirror, most of its weight) is a chunk of its own, which only staff pages ask for
// once hydrated: tests/e2e/bundle.test.ts checks that no public page can reach it.
const RichTextEditor = lazy(() => within(EDITOR_LOAD_TIMEOUT_MS, import('./rich-text-editor')))

interface HtmlFieldProps extends Omit<RichTextEditorProps, 'describedBy' | 'errorList'> {
  errorId: string
  errors?: string[]
}

/**
 * An html text of the site: the editor once the page runs JavaScript; on the server, without JavaScript, while
 * the editor loads or when it could not, a textarea of the html under the same name (the API sanitises both).
 */
export function HtmlField(props: HtmlFieldProps) {
  const hydrated = useHydrated()
  const textarea = <HtmlTextarea {...props} />
  if (!hydrated) return textarea
  const { errorId, errors, ...editor } = props
  return (
    <EditorLoadBoundary fallback={textarea}>
      {/* The error list suspends with the editor: the textarea shown meanwhile has its own, under the same id. */}
      <Suspense fallback={textarea}>
        <RichTextEditor {...editor} describedBy={errors?.length ? errorId : undefined} errorList={ErrorList} />
        <ErrorList id={errors?.length ? errorId : undefined} errors={errors} />
      </Suspense>
    </EditorLoadBoundary>
  )
}

// The textarea's changes reach the form's own `onInput`: `onChange` is the editor's, whose typing is not a field's.
function HtmlTextarea({ id, name, label, defaultValue, maxLength, errors }: HtmlFieldProps) {
  return (
    <TextareaField
      labelProps={{ children: `${label} (html)` }}
      textareaProps={{ id, name, defaultValue, maxLength, rows: 8, className: 'html-textarea', spellCheck: true }}
      errors={errors}
    />
  )
}

/** The editor failed to load (network, timeout): a banner says so, and the textarea does the job. */
class EditorLoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  render() {
    if (!this.state.error) return this.props.children
    return (
      <>
        <Banner kind="error" title={EDITOR_LOAD_ERROR}>
          {this.state.error.message === TIMEOUT_MESSAGE ? TIMEOUT_MESSAGE : FAILURE_MESSAGE}. Le texte reste modifiable en html ci-dessous.
        </Banner>
        {this.props.fallback}
      </>
    )
  }
}
