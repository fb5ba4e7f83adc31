import { site } from '../../../content/site'
import { frenchSpacing } from '../../../content/typography'
import type { Database } from '..'
import { news, newsText } from '../schema'
import { seededHtml, syncSequence } from './seeded'

/** The school's news, newest first on the site; the main text of an item is its `text`. */
export const newsItems = [
  {
    id: 1,
    title: 'Nouvelles dates de stages pour l’été 2025',
    date: '2025-05-06',
    text: `
<p>Les dates des stages de l’été sont en ligne ! Pour prendre le temps de souffler avant la rentrée, nous vous proposons :</p>
<ul>
<li><p>le <strong>stage Méditation</strong>, une journée pour installer une pratique simple et régulière (185 € par personne) ;</p></li>
<li><p>le <strong>stage Bien manger</strong>, deux journées pour renouer avec les sensations et le plaisir de la table (185 € par personne et par jour) ;</p></li>
<li><p>l’<strong>initiation à la conscience</strong>, une demi-journée pour découvrir notre approche (20 € par personne).</p></li>
</ul>
<p>Les groupes restent volontairement petits : n’attendez pas trop pour vous inscrire depuis la page <a href="/registration">Inscriptions</a>.</p>
`,
  },
  {
    id: 2,
    title: 'Webinaire gratuit : « Dire non sans culpabiliser »',
    date: '2025-04-24',
    text: `
<p>Le jeudi 12 juin 2025 à 19 h, ${site.founder.name} anime un webinaire gratuit d’une heure consacré à une question que l’on nous pose souvent : comment refuser une demande sans blesser l’autre, ni se sentir coupable ?</p>
<p>Au programme : ce qui se joue quand on n’ose pas dire non, les quatre temps de la communication consciente appliqués au refus, et un temps de questions en direct. Le lien de connexion est envoyé la veille aux personnes inscrites.</p>
`,
  },
  {
    id: 3,
    title: 'Ouverture de la formation de formateurs en communication consciente',
    date: '2025-03-18',
    text: `
<p>Vous accompagnez déjà des groupes et souhaitez transmettre la communication consciente ? Notre nouvelle formation de formateurs ouvre en septembre.</p>
<p>Elle se suit en groupe, sur 3 jours (555 €), ou en individuel, sur 3 demi-journées (705 €). Comme toutes nos formations, elle fait la part belle à l’expérience : 30 % de théorie, 70 % de pratique. Le programme détaillé est disponible sur la page <a href="/trainer-trainings/conscious-communication">Formations de formateurs</a>.</p>
`,
  },
  {
    id: 4,
    title: 'Devenir coach : une session d’automne s’ajoute au calendrier',
    date: '2025-02-11',
    text: `
<p>La session de printemps de la formation « Devenir coach » affiche complet : merci pour votre confiance ! Pour répondre aux nombreuses demandes, nous ouvrons une session d’automne.</p>
<p>Deux formules au choix : 12 journées non consécutives en groupe, à 185 € par jour et par personne, ou 12 demi-journées en individuel, à 235 € chacune. Un entretien préalable, offert, permet de vérifier ensemble que la formation répond à votre projet.</p>
`,
  },
  {
    id: 5,
    title: `L’${site.school.name} fête ses seize ans`,
    date: '2025-01-09',
    text: `
<p>Fondée à Lyon en ${site.school.founded} par ${site.founder.name}, l’école entre dans sa seizième année. Des premiers ateliers du soir aux formations certifiantes d’aujourd’hui, une même conviction nous guide : apprendre à se parler et à s’écouter change durablement nos relations.</p>
<p>Toute l’équipe vous souhaite une belle année 2025, riche de rencontres et de conversations sincères.</p>
`,
  },
] as const

/** News items and their main texts. What exists is kept (staff edits are never overwritten). */
export async function seedNews(db: Database): Promise<void> {
  await db
    .insert(news)
    .values(
      newsItems.map((item) => ({ id: item.id, title: frenchSpacing(item.title), publishedOn: item.date, state: 'published' as const })),
    )
    .onConflictDoNothing()
  await syncSequence(db, 'news')
  await db
    .insert(newsText)
    .values(newsItems.map((item) => ({ newsId: item.id, textName: 'text', html: seededHtml(item.text) })))
    .onConflictDoNothing()
}
