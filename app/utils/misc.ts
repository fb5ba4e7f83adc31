import { useFormAction, useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'

/** True once React runs in the browser: the place for what only JavaScript can do (counters, toggles). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/** True while this page's form (or the given action) is being submitted: buttons disable themselves. */
export function useIsPending({ formAction, formMethod = 'POST' }: { formAction?: string; formMethod?: string } = {}) {
  const contextual = useFormAction()
  const navigation = useNavigation()
  return navigation.state !== 'idle' && navigation.formAction === (formAction ?? contextual) && navigation.formMethod === formMethod
}

/** True while the form of this intent (a page with several forms posting to one action) is being submitted. */
export function useIsPendingIntent(intent: string, options?: { formAction?: string }) {
  const navigation = useNavigation()
  return useIsPending(options) && navigation.formData?.get('intent') === intent
}
