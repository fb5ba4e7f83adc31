import { site } from '#content/site'

/**
 * schema.org descriptions of the school and of the blog articles, for search engines, with absolute addresses
 * from PUBLIC_URL. Built by the loaders: the code stays on the server, the page gets the finished object.
 */

/** The id under which the other descriptions (courses, events, articles) refer to the school. */
export function schoolId(publicUrl: string): string {
  return `${publicUrl}/#ecole`
}

export function schoolStructuredData(publicUrl: string) {
  const { school, founder, links } = site
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': schoolId(publicUrl),
    name: school.name,
    alternateName: school.shortName,
    description: `École de communication consciente et de coaching fondée à Lyon en ${school.founded} : séances de coaching, stages, formations de coach et de formateurs.`,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    foundingDate: String(school.founded),
    foundingLocation: { '@type': 'Place', name: school.address.city },
    founder: { '@type': 'Person', name: founder.name, url: `${publicUrl}/${founder.slug}` },
    email: school.email,
    telephone: school.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: school.address.street,
      postalCode: school.address.zip,
      addressLocality: school.address.city,
      addressCountry: school.address.country,
    },
    sameAs: [links.facebookPage, links.linkedin],
  }
}

export function blogPostingStructuredData(
  publicUrl: string,
  article: { id: number; title: string; date: string },
  imageUrl: string | null,
  description: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description,
    datePublished: article.date,
    inLanguage: 'fr-FR',
    url: `${publicUrl}/blog/${article.id}`,
    mainEntityOfPage: `${publicUrl}/blog/${article.id}`,
    ...(imageUrl ? { image: `${publicUrl}${imageUrl}` } : {}),
    author: { '@id': schoolId(publicUrl), '@type': 'EducationalOrganization', name: site.school.name },
    publisher: { '@id': schoolId(publicUrl), '@type': 'EducationalOrganization', name: site.school.name },
  }
}
