import type { ImageSlot } from '../../../content/images'
import { pageIds } from '../../../content/pages'
import { frenchSpacing } from '../../../content/typography'
import type { Database } from '..'
import { blog, blogFilter, blogText } from '../schema'
import { firstArticle } from './blog-article-1'
import { seededHtml, syncSequence } from './seeded'

export const blogFilters = [
  { id: 1, name: 'Communication consciente', type: 'Article' },
  { id: 2, name: 'Coaching', type: 'Article' },
  { id: 3, name: 'Pleine conscience', type: 'Article' },
  { id: 4, name: 'Devenir coach', type: 'Article' },
] as const

interface SeededArticle {
  id: number
  title: string
  date: string
  filterId: number
  /** Text blocks by text id: `summary` for the list, `content` for the complete article. */
  texts: Record<string, string>
  /** The picture of the article, shown at (page 38, entity = article id). */
  image: Pick<ImageSlot, 'role' | 'demo'>
}

/** Article 1 is complete; the others show their summary and are "en cours de construction" on the site. */
export const blogArticles: SeededArticle[] = [
  {
    id: 1,
    title: firstArticle.title,
    date: '2025-05-12',
    filterId: 1,
    texts: { summary: firstArticle.summary, content: firstArticle.content },
    image: {
      role: 'Collines vertes et douces au bord d’un lac, sous un soleil voilé',
      demo: { hue: 150, shapes: 'horizon', orientation: 'landscape' },
    },
  },
  {
    id: 2,
    title: 'Cinq minutes de pleine conscience avant une conversation difficile',
    date: '2025-04-03',
    filterId: 3,
    texts: {
      summary:
        '<p>Un entretien annuel, une discussion tendue en famille, un désaccord avec un associé ? Avant de prendre la parole, cinq minutes suffisent pour revenir à sa respiration, repérer ce qui se joue en soi et choisir le ton de l’échange. Un exercice simple, à emporter partout.</p>',
    },
    image: {
      role: 'Vagues calmes aux tons d’eau, sous une lumière douce',
      demo: { hue: 190, shapes: 'waves', orientation: 'landscape' },
    },
  },
  {
    id: 3,
    title: 'Coaching de vie : à quoi ressemble une première séance ?',
    date: '2025-03-06',
    filterId: 2,
    texts: {
      summary:
        '<p>Trois quarts d’heure par téléphone ou en visio, une question qui vous tient à cœur et une écoute entière : nous racontons comment se déroule une première séance de coaching de vie, ce que vous pouvez en attendre et ce qu’elle ne remplacera pas.</p>',
    },
    image: {
      role: 'Feuilles légères dispersées sur un fond vert tendre',
      demo: { hue: 110, shapes: 'leaves', orientation: 'landscape' },
    },
  },
  {
    id: 4,
    title: 'Devenir coach après quarante ans : trois parcours de reconversion',
    date: '2025-02-04',
    filterId: 4,
    texts: {
      summary:
        '<p>Une infirmière, un directeur commercial et une professeure des écoles ont suivi notre formation « Devenir coach », douze journées en groupe réparties sur l’année. Ils racontent ce qui les a décidés, ce qui les a surpris et ce que ce nouveau métier a changé dans leur vie.</p>',
    },
    image: {
      role: 'Cercles lumineux aux teintes de sable et de pêche',
      demo: { hue: 28, shapes: 'circles', orientation: 'landscape' },
    },
  },
  {
    id: 5,
    title: 'Écouter ses enfants sans tout céder',
    date: '2024-11-21',
    filterId: 1,
    texts: {
      summary:
        '<p>Accueillir une colère d’enfant ne veut pas dire renoncer au cadre. Quelques repères de communication consciente pour entendre ce que vit votre enfant, nommer vos propres limites et chercher ensemble une issue qui respecte chacun.</p>',
    },
    image: {
      role: 'Cercles doux aux tons de lavande, comme des bulles de savon',
      demo: { hue: 265, shapes: 'circles', orientation: 'landscape' },
    },
  },
]

/** The picture slots of the articles: (page 38, entity = article id). */
export const blogImageSlots: ImageSlot[] = blogArticles.map((article) => ({
  pageId: pageIds.blogArticles,
  entityId: article.id,
  place: article.title,
  ...article.image,
}))

/** Blog filters, articles and their texts. What exists is kept (staff edits are never overwritten). */
export async function seedBlog(db: Database): Promise<void> {
  await db
    .insert(blogFilter)
    .values([...blogFilters])
    .onConflictDoNothing()
  await syncSequence(db, 'blog_filter')
  await db
    .insert(blog)
    .values(
      blogArticles.map((article) => ({
        id: article.id,
        title: frenchSpacing(article.title),
        publishedOn: article.date,
        blogFilterId: article.filterId,
        imagePageId: pageIds.blogArticles,
        imageEntityId: article.id,
        state: 'published' as const,
      })),
    )
    .onConflictDoNothing()
  await syncSequence(db, 'blog')
  await db
    .insert(blogText)
    .values(
      blogArticles.flatMap((article) =>
        Object.entries(article.texts).map(([textId, html]) => ({ blogId: article.id, textId, html: seededHtml(html) })),
      ),
    )
    .onConflictDoNothing()
}
