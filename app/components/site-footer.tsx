import { Form, Link } from '@remix-run/react'
import { Banner, site } from '~/components/ui'

export const CLIENT_AREA_OFF_ALERT = site.clientAreaOffAlert

interface SiteFooterProps {
  clientArea: boolean
  clientConnected: boolean
  /** The activity-declaration mention (Code du travail, art. L6352-12), once the school has a number. */
  declaration?: string
}

/** The public footer of section 2: contact, founder, client area, legal notice, map and networks. */
export function SiteFooter({ clientArea, clientConnected, declaration }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <div className="container site-footer-inner">
        <div className="footer-school">
          <p className="footer-name">{site.school.name}</p>
          <address>
            {site.school.address.street}
            <br />
            {site.school.address.zip} {site.school.address.city}
          </address>
        </div>
        <nav aria-label="Liens du pied de page">
          <ul className="footer-links">
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>
              <Link to={`/${site.founder.slug}`}>{site.founder.name}, fondatrice</Link>
            </li>
            {clientArea ? (
              <li>
                <Link to="/client-account">{clientConnected ? 'Mon compte client' : 'Se connecter en tant que client'}</Link>
              </li>
            ) : null}
            {clientArea && clientConnected ? (
              <li>
                <Form method="post" action="/client-account/logout" className="inline-form">
                  <button type="submit" className="button-link">
                    Se déconnecter
                  </button>
                </Form>
              </li>
            ) : null}
            <li>
              <Link to="/legal-notice">Mentions légales</Link>
            </li>
          </ul>
          <ul className="footer-links footer-external">
            <li>
              <a href={site.links.map} rel="noopener noreferrer" target="_blank">
                Plan d’accès<span className="visually-hidden"> (nouvel onglet)</span>
              </a>
            </li>
            <li>
              <a href={site.links.facebookGroup} rel="noopener noreferrer" target="_blank">
                Groupe Facebook<span className="visually-hidden"> (nouvel onglet)</span>
              </a>
            </li>
            <li>
              <a href={site.links.facebookPage} rel="noopener noreferrer" target="_blank">
                Page Facebook<span className="visually-hidden"> (nouvel onglet)</span>
              </a>
            </li>
            <li>
              <a href={site.links.linkedin} rel="noopener noreferrer" target="_blank">
                LinkedIn<span className="visually-hidden"> (nouvel onglet)</span>
              </a>
            </li>
          </ul>
        </nav>
        {clientArea ? null : (
          <Banner kind="info" dismissible={false}>
            {CLIENT_AREA_OFF_ALERT}
          </Banner>
        )}
        {declaration ? <p className="footer-legal footer-declaration">{declaration}</p> : null}
        <p className="footer-legal">
          © {site.copyrightYear} {site.school.name} · Mise à jour{'\u00a0'}: {site.updatedOn}
        </p>
      </div>
    </footer>
  )
}
