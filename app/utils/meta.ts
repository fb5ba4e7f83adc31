import type { MetaDescriptor } from '@remix-run/node'
import { site } from '~/content/site'

/** Title and description of a page, the school's name after the title. */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  const fullTitle = `${title} | ${site.school.name}`
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'fr_FR' },
    { property: 'og:site_name', content: site.school.name },
  ]
}
