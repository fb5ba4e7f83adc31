import { Link, NavLink } from '@remix-run/react'
import { MenuFold, site } from '~/components/ui'

const menu = [
  { to: '/', label: 'Accueil' },
  { to: '/about', label: 'À propos' },
  { to: '/coaching', label: 'Coaching' },
  { to: '/contact', label: 'Contact' },
  { to: '/registration', label: 'Inscriptions' },
] as const

/** The public header of section 2; on a phone the menu folds behind « Menu » (MenuFold; app.css). */
export function SiteHeader() {
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
        <MenuFold className="menu-fold" toggleClassName="menu-toggle">
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
        </MenuFold>
      </div>
    </header>
  )
}
