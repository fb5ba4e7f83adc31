import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageHero } from '~/components/content-blocks'
import { RichText } from '~/components/rich-text'
import { GeneralErrorBoundary, pageMeta } from '~/components/ui'
import { getPageContentForVisitor, pageIds } from '~/models/page.server'
import { staticPage } from '~/utils/static-page'

const sections = ['publisher', 'director', 'hosting', 'intellectual-property', 'personal-data', 'rights', 'cookies'] as const

/** Plain content: opened directly, the page loads no JavaScript (decisions 0012 and 0021). */
export const handle = staticPage

export async function loader({ request }: LoaderFunctionArgs) {
  return getPageContentForVisitor(request, pageIds.legalNotice)
}

export const meta: MetaFunction = () =>
  pageMeta(
    'Mentions légales',
    'Éditeur, hébergement, propriété intellectuelle, données personnelles et cookies : les mentions légales du site de l’École Sens & Parole.',
  )

export default function LegalNoticeRoute() {
  const { texts } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHero title={texts['hero-title']} lead={texts['hero-text']} />
      <div className="container section measure legal">
        {sections.map((section) => (
          <section key={section} className="legal-section">
            <RichText html={texts[section]} />
          </section>
        ))}
      </div>
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
