import { type ReactNode, useState } from 'react'
import { useHydrated } from '~/utils/misc'
import { CheckIcon, CloseIcon, WarningIcon } from './icons'

interface BannerProps {
  kind: 'success' | 'error' | 'info'
  title?: string
  children: ReactNode
  /** With JavaScript, a button hides the banner (section 8: banners may be dismissed). */
  dismissible?: boolean
  id?: string
}

/** A message above a form or a page: errors carry the warning icon and are announced at once. */
export function Banner({ kind, title, children, dismissible = true, id }: BannerProps) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(true)
  if (!open) return null
  return (
    <div id={id} className={`banner banner-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {kind === 'success' ? <CheckIcon /> : <WarningIcon />}
      <p>
        {title ? (
          <>
            <strong>{title}</strong>
            {'\u00a0: '}
          </>
        ) : null}
        {children}
      </p>
      {dismissible && hydrated ? (
        <button type="button" className="banner-close" onClick={() => setOpen(false)}>
          <CloseIcon />
          <span className="visually-hidden">Fermer le message</span>
        </button>
      ) : null}
    </div>
  )
}
