import { useFetchers, useNavigation, useRouteLoaderData } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { Banner } from '~/components/ui'
import type { loader as rootLoader } from '~/root'

type Toast = NonNullable<ReturnType<typeof useRouteLoaderData<typeof rootLoader>>>['toast']

/**
 * The flashed message (post/redirect/get), under the admin header rather than above it as on public pages. It
 * answers the last form sent: a new send hides it, so that a refusal (answered in place, without reloading the
 * message) never shows beside an older success; the send's own success brings its message back, a new one.
 */
export function AdminToast() {
  const toast = useRouteLoaderData<typeof rootLoader>('root')?.toast ?? null
  const navigation = useNavigation()
  const fetchers = useFetchers()
  const sending = navigation.state === 'submitting' || fetchers.some((fetcher) => fetcher.state === 'submitting')
  const [answered, setAnswered] = useState<Toast>(null)
  useEffect(() => {
    if (sending) setAnswered(toast)
  }, [sending, toast])
  if (!toast || toast === answered) return null
  return (
    <div className="admin-toast">
      <Banner key={toast.message} kind={toast.kind} title={toast.title}>
        {toast.message}
      </Banner>
    </div>
  )
}
