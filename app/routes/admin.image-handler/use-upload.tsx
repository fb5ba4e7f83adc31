import type { SubmissionResult } from '@conform-to/react'
import { useNavigate } from '@remix-run/react'
import { type FormEvent, type ReactNode, useRef, useState } from 'react'
import { FormErrors, getFormProps, type ServerFormOptions, useServerForm } from '~/components/ui'
import { FORM_KEY } from '~/utils/form-key'
import { UPLOAD_PATH } from './paths'

interface UploadOptions {
  /** Larger files are refused before anything is sent (the API refuses them too). */
  maxBytes: number
  tooHeavy: string
}

/**
 * With JavaScript, a form carrying a file is sent by XMLHttpRequest to the action's JSON twin (UPLOAD_PATH), which
 * is what lets the page show the upload's progress (fetch cannot). The answer is the action's own: the address it
 * redirects to (the toast already set), or its errors, shown under the fields as after a plain post. Anything
 * else (an ended session…) sends the form again the plain way, so the page shows what the server says.
 */
export function useUpload({ maxBytes, tooHeavy }: UploadOptions) {
  const navigate = useNavigate()
  const [progress, setProgress] = useState<number | null>(null)
  const [result, setResult] = useState<SubmissionResult<string[]> | undefined>()
  const busy = useRef(false)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // One send at a time: a second click while the first is in flight does nothing.
    if (busy.current) return
    const form = event.currentTarget
    const body = new FormData(form)
    const file = body.get('image')
    if (file instanceof File && file.size > maxBytes) {
      setResult({ status: 'error', initialValue: valuesOf(body), error: { image: [tooHeavy] } })
      return
    }
    busy.current = true
    setProgress(0)
    const request = new XMLHttpRequest()
    request.open('POST', UPLOAD_PATH)
    request.responseType = 'json'
    request.upload.onprogress = (progressEvent) => {
      if (progressEvent.lengthComputable) setProgress(progressEvent.loaded / progressEvent.total)
    }
    const done = () => {
      busy.current = false
      setProgress(null)
    }
    request.onload = () => {
      done()
      const answer = request.response as { location?: string; result?: SubmissionResult<string[]> } | null
      if (answer?.location) {
        // A success forgets the refusal before it: no old error stays under a field.
        setResult(undefined)
        navigate(answer.location)
      } else if (answer?.result) setResult(answer.result)
      else form.submit()
    }
    request.onerror = () => {
      done()
      setResult({
        status: 'error',
        initialValue: valuesOf(body),
        error: { '': ['L’image n’a pas pu être envoyée\u00a0: le serveur ne répond pas. Réessayez.'] },
      })
    }
    request.send(body)
  }

  return { onSubmit, progress, result }
}

/** The texts of a form, kept on the page when it is refused (a file cannot be put back). */
function valuesOf(body: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, value] of body) if (typeof value === 'string') values[name] = value
  return values
}

/** The upload's progress, announced as it goes. */
export function UploadProgress({ progress }: { progress: number | null }) {
  if (progress === null) return null
  const percent = Math.round(progress * 100)
  return (
    <div className="upload-progress" role="status">
      <label>
        Envoi de l’image{'\u00a0'}: {percent}
        {'\u00a0'}%
        <progress max={100} value={percent} />
      </label>
    </div>
  )
}

/**
 * The state of a form carrying a file: its upload (`useUpload`) and its fields, which show the upload's refusal (a
 * file too heavy, the JSON twin's errors) or else the action's reply to a plain post.
 */
export function useFileForm({ limits, lastResult, ...options }: ServerFormOptions & { limits: UploadOptions }) {
  const upload = useUpload(limits)
  const [form, fields] = useServerForm({ ...options, lastResult: upload.result ?? lastResult })
  return { upload, form, fields }
}

interface FileFormProps {
  file: ReturnType<typeof useFileForm>
  formKey: string
  /** The form's hidden fields (`intent`, `id`, `folder`). */
  hidden: Record<string, string | number>
  /** Its accessible name. */
  name: { 'aria-label': string } | { 'aria-labelledby': string }
  children: ReactNode
}

/**
 * A form carrying a file: multipart without JavaScript, sent by `useUpload` with its progress once hydrated. Keyed
 * by `form.key`, it starts afresh (what was typed dropped) on the page a successful send leads to.
 */
export function FileForm({ file: { form, upload }, formKey, hidden, name, children }: FileFormProps) {
  return (
    <form
      key={form.key}
      method="post"
      encType="multipart/form-data"
      onSubmit={upload.onSubmit}
      className="image-form"
      {...name}
      {...getFormProps(form)}
    >
      <input type="hidden" name={FORM_KEY} value={formKey} />
      {Object.entries(hidden).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <FormErrors form={form} />
      {children}
      <UploadProgress progress={upload.progress} />
    </form>
  )
}
