import { site } from '../site'
import { frenchTexts } from '../typography'

/** Texts of /events and its four event pages (page 10), by `{slug}-{role}`; `events-*` blocks are shared. */
export const eventsTexts = frenchTexts({
  'events-lead':
    '<p>Avant de vous engager dans une séance, un stage ou une formation, venez nous rencontrer : en ligne, sur un salon, lors d’une conférence ou d’un atelier. Ces rendez-vous sont faits pour découvrir, poser vos questions et sentir si notre approche vous parle.</p>',
  'events-block-1':
    '<h2>Des rencontres à taille humaine</h2><p>Depuis 2009, nous animons chaque année des dizaines de rendez-vous à Lyon, dans la région et en ligne. Ils sont menés par nos coachs et nos formateurs, qui prennent le temps de répondre à chacun.</p>',
  'events-testimonial':
    '<p>J’ai découvert l’école lors d’une conférence sur l’écoute. Deux ans plus tard, je suis coach certifiée et c’est moi qui anime parfois les ateliers !</p>',
  'events-testimonial-author': '<p>Sarah, coach certifiée, Lyon</p>',
  'events-banner':
    '<h2>Un événement pour votre structure ?</h2><p>Nous intervenons aussi dans les entreprises, les associations, les écoles et les collectivités : conférence, atelier ou webinaire sur mesure.</p>',
  'events-placeholder':
    '<h3>Prochaine date bientôt annoncée</h3><p>Une nouvelle date se prépare. Écrivez-nous pour être prévenu dès l’ouverture des inscriptions.</p>',

  'webinars-lead':
    '<p>Depuis chez vous, une tasse de thé à la main : nos webinaires vous font découvrir un thème, une pratique ou une formation, et vous laissent le temps de poser vos questions en direct.</p>',
  'webinars-block-1':
    '<h2>Pour qui ?</h2><p>Pour toute personne curieuse de la communication consciente, du coaching de vie ou de nos formations, où qu’elle habite. Vous pouvez garder votre caméra éteinte et poser vos questions par écrit.</p>',
  'webinars-block-2':
    '<h2>Comment ça se passe ?</h2><p>Après votre inscription, vous recevez le lien de connexion par e-mail. Le webinaire commence par un exposé vivant, illustré d’exemples, suivi d’un long temps de questions et réponses avec le coach qui l’anime.</p>',
  'webinars-gains':
    '<ul><li>Une première découverte, sans vous déplacer.</li><li>Des réponses directes à vos questions.</li><li>Des repères pour choisir la séance, le stage ou la formation qui vous correspond.</li></ul>',
  'webinars-testimonial':
    '<p>J’habite loin de Lyon : le webinaire m’a permis de rencontrer l’équipe et de poser toutes mes questions avant de m’inscrire à la formation en individuel.</p>',
  'webinars-testimonial-author': '<p>Pauline, Clermont-Ferrand</p>',

  'tradeshows-lead':
    '<p>Chaque année, nous tenons un stand sur des salons consacrés au bien-être, à la formation et à l’emploi. Venez nous y rencontrer : c’est l’occasion d’un échange de vive voix, et parfois d’un exercice improvisé.</p>',
  'tradeshows-block-1':
    '<h2>Pour qui ?</h2><p>Pour les personnes en recherche d’un accompagnement, en réflexion sur une reconversion ou curieuses de la communication consciente. Les professionnels qui souhaitent organiser une intervention sont aussi les bienvenus.</p>',
  'tradeshows-block-2':
    '<h2>Comment ça se passe ?</h2><p>Sur notre stand, un coach et un formateur vous accueillent pour répondre à vos questions. Nous y proposons aussi de courtes démonstrations d’écoute et des mini-ateliers de découverte.</p>',
  'tradeshows-gains':
    '<ul><li>Un échange personnel avec nos coachs et nos formateurs.</li><li>Des démonstrations pour ressentir l’approche.</li><li>Les programmes et brochures de nos formations.</li></ul>',
  'tradeshows-testimonial':
    '<p>Je me suis arrêté au stand par hasard. Dix minutes d’écoute m’ont convaincu de prendre rendez-vous pour une séance.</p>',
  'tradeshows-testimonial-author': '<p>Olivier, Villeurbanne</p>',

  'conferences-lead':
    '<p>Nos conférences font le point, avec des exemples concrets, sur ce que la communication consciente et le coaching changent dans la vie personnelle, la famille et le travail.</p>',
  'conferences-block-1':
    '<h2>Pour qui ?</h2><p>Pour le grand public, les parents, les enseignants, les soignants et les professionnels de l’entreprise. Aucune connaissance préalable n’est nécessaire.</p>',
  'conferences-block-2': `<h2>Comment ça se passe ?</h2><p>La conférence s’appuie sur des situations vécues et laisse une large place aux questions du public. Elle est animée par ${site.founder.name}, fondatrice de l’école, ou par l’un de nos formateurs.</p>`,
  'conferences-gains':
    '<ul><li>Une compréhension claire des principes de la communication consciente.</li><li>Des exemples concrets, applicables dès le lendemain.</li><li>Un échange avec l’intervenant et avec les autres participants.</li></ul>',
  'conferences-testimonial':
    '<p>Une conférence qui donne envie d’agir. Le soir même, j’ai essayé avec mes ados de parler de ce que je ressentais plutôt que de ce qu’ils faisaient de travers.</p>',
  'conferences-testimonial-author': '<p>Patricia, mère de trois enfants, Lyon</p>',

  'workshops-lead':
    '<p>Nos ateliers sont des moments de pratique en petit groupe : un thème, un outil, et beaucoup d’exercices pour l’expérimenter avant de l’emporter dans votre quotidien.</p>',
  'workshops-block-1':
    '<h2>Pour qui ?</h2><p>Pour celles et ceux qui préfèrent apprendre en faisant. Chaque atelier est ouvert aux débutants ; certains thèmes intéresseront aussi les personnes déjà formées qui veulent s’entraîner.</p>',
  'workshops-block-2':
    '<h2>Comment ça se passe ?</h2><p>L’animateur présente l’outil du jour en quelques minutes, puis vous le pratiquez en binômes et en trios, sur des situations que vous apportez. Un temps de partage permet à chacun de repartir avec ce qui lui est utile.</p>',
  'workshops-gains':
    '<ul><li>Un outil concret, pratiqué plutôt qu’expliqué.</li><li>Des retours bienveillants sur votre façon de communiquer.</li><li>Un petit groupe, où chacun a sa place.</li></ul>',
  'workshops-testimonial':
    '<p>Un atelier sur l’art de dire non, et j’ai enfin réussi à refuser un dossier de plus sans m’excuser pendant dix minutes.</p>',
  'workshops-testimonial-author': '<p>Lucie, 33 ans, Lyon</p>',
})
