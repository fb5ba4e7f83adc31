import { useLocation } from '@remix-run/react'
import { type ReactNode, useEffect, useRef } from 'react'
import { MenuIcon } from './icons'

/**
 * A header's menu folded behind « Menu » on a phone (section 2): a `<details>` element, so that it folds and opens
 * with the keyboard, with or without JavaScript (the page's or the visitor's), and the browser tells its state to
 * screen readers. With JavaScript it also closes on Escape and when a link is followed. From tablet width the
 * stylesheet shows the menu and hides the summary. The public and the admin headers each give their class names.
 */
export function MenuFold({ className, toggleClassName, children }: { className: string; toggleClassName: string; children: ReactNode }) {
  const fold = useRef<HTMLDetailsElement>(null)
  const { pathname } = useLocation()
  // A client-side navigation keeps the header: the menu closes as a full page load would have it.
  useEffect(() => {
    if (fold.current) fold.current.open = false
  }, [pathname])
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the open menu from any of its links
    <details
      ref={fold}
      className={className}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !event.currentTarget.open) return
        event.currentTarget.open = false
        event.currentTarget.querySelector('summary')?.focus()
      }}
    >
      <summary className={toggleClassName}>
        <MenuIcon />
        Menu
      </summary>
      {children}
    </details>
  )
}
