import { Form, Link, NavLink } from '@remix-run/react'
import { hasAnyRight } from '#contract/rights'
import { Button, MenuFold, site, useIsPending } from '~/components/ui'
import { adminSections, sectionPath } from './sections'

/**
 * The admin header menu of section 2: the admin home, each section the staff member's rights open, the public site
 * in a new tab, who is connected and the logout button. On a phone the menu and the account fold behind « Menu »
 * (MenuFold, as in the public header), so the header is one line, with or without JavaScript; from tablet width
 * everything shows and the summary is hidden (admin.css). Until the account has enrolled its second factor, every page
 * but the security page sends there (decision 0037): the menu then offers that page and the logout only.
 */
export function AdminHeader({ user, rights, enrolled }: { user: string; rights: number[]; enrolled: boolean }) {
  const loggingOut = useIsPending({ formAction: '/admin/logout' })
  const sections = enrolled ? adminSections.filter((section) => hasAnyRight(rights, section.opens)) : []
  return (
    <header className="admin-header">
      <div className="admin-header-inner">
        <p className="admin-brand">
          Administration <span className="admin-brand-school">{site.school.name}</span>
        </p>
        <MenuFold className="admin-fold" toggleClassName="admin-menu-toggle">
          <div className="admin-fold-body">
            <nav className="admin-nav" aria-label="Menu de l’administration">
              <ul className="admin-menu">
                {enrolled ? (
                  <li>
                    <NavLink to="/admin/home" prefetch="intent">
                      Accueil
                    </NavLink>
                  </li>
                ) : null}
                {sections.map((section) => (
                  <li key={section.slug}>
                    <NavLink to={sectionPath(section)} prefetch="intent">
                      {section.label}
                    </NavLink>
                  </li>
                ))}
                <li className="admin-menu-public">
                  <a href="/" target="_blank" rel="noopener">
                    Voir le site<span className="visually-hidden"> (nouvel onglet)</span>
                  </a>
                </li>
              </ul>
            </nav>
            <div className="admin-user">
              <span>
                Connecté{'\u00a0'}: <strong>{user}</strong>
              </span>
              {enrolled ? <Link to="/admin/password">Mon mot de passe</Link> : null}
              <Link to="/admin/security">Sécurité</Link>
              <Form method="post" action="/admin/logout">
                <Button type="submit" variant="secondary" pending={loggingOut} pendingLabel="Déconnexion…">
                  Se déconnecter
                </Button>
              </Form>
            </div>
          </div>
        </MenuFold>
      </div>
    </header>
  )
}
