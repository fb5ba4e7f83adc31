import { Link, NavLink, useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { MenuIcon, site } from '~/components/ui'

const menu = [
  { to: '/', label: 'Accueil' },
  { to: '/about', label: 'À propos' },
  { to: '/coaching', label: 'Coaching' },
  { to: '/contact', label: 'Contact' },
  { to: '/registration', label: 'Inscriptions' },
] as const

/**
 * The public header of section 2. On a phone the menu folds behind « Menu »: a `<details>` element, so that it
 * folds and opens with the keyboard, with or without JavaScript (the page's or the visitor's), and the browser
 * tells its state to screen readers. With JavaScript it also closes on Escape and when a link is followed. From
 * tablet width the menu is always shown and the summary hidden (app.css).
 */
export function SiteHeader() {
  const fold = useRef<HTMLDetailsElement>(null)
  const { pathname } = useLocation()
  // A client-side navigation keeps the header: the menu closes as a full page load would have it.
  useEffect(() => {
    if (fold.current) fold.current.open = false
  }, [pathname])
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link to="/" className="brand" aria-label={`${site.school.name}, accueil`}>
          <svg className="brand-mark" aria-hidden="true" viewBox="0 0 40 40" width="40" height="40">
            <circle cx="20" cy="20" r="19" fill="var(--color-sage-100)" />
            <path d="M11 23c3-7 15-7 18 0-3 5-15 5-18 0Z" fill="var(--color-sage-700)" />
            <circle cx="20" cy="14" r="3.5" fill="var(--color-accent)" />
          </svg>
          <span>{site.school.name}</span>
        </Link>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the open menu from any of its links */}
        <details
          ref={fold}
          className="menu-fold"
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !event.currentTarget.open) return
            event.currentTarget.open = false
            event.currentTarget.querySelector('summary')?.focus()
          }}
        >
          <summary className="menu-toggle">
            <MenuIcon />
            Menu
          </summary>
          <nav id="main-menu" className="main-nav" aria-label="Menu principal">
            <ul className="menu">
              {menu.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === '/'} prefetch="intent">
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  )
}
