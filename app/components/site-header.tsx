import { Link, NavLink, useLocation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { site } from '#content/site'
import { MenuIcon } from './ui/icons'

const menu = [
  { to: '/', label: 'Accueil' },
  { to: '/about', label: 'À propos' },
  { to: '/coaching', label: 'Coaching' },
  { to: '/contact', label: 'Contact' },
  { to: '/registration', label: 'Inscriptions' },
] as const

/**
 * The public header of section 2. On a phone the menu folds behind a « Menu » button (with JavaScript; without
 * it, the root's noscript style keeps the menu open and hides the button). From tablet width it is always shown.
 */
export function SiteHeader() {
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()
  useEffect(() => setOpen(false), [pathname])
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
        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => setOpen((value) => !value)}
        >
          <MenuIcon />
          Menu
        </button>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the folded menu from any of its links */}
        <nav
          id="main-menu"
          className="main-nav"
          aria-label="Menu principal"
          data-open={open ? '' : undefined}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !open) return
            setOpen(false)
            toggle.current?.focus()
          }}
        >
          <ul className="menu">
            {menu.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} prefetch="intent" onClick={() => setOpen(false)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}
