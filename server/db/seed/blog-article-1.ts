import { site } from '../../../content/site'

/**
 * Article 1 of the blog, the complete one (section 2). Written with ordinary spaces: the seed applies French
 * typography and the sanitiser. Lines break only between tags.
 */
export const firstArticle = {
  title: 'Parler vrai sans blesser : les quatre temps de la communication consciente',
  summary: `<p>Observation, sentiment, besoin, demande : quatre temps simples pour dire ce qui compte sans accuser, et pour entendre l’autre sans se défendre. Une introduction concrète à la communication consciente, nourrie de plus de quinze ans de stages à Lyon.</p>`,
  content: `
<p>Il suffit parfois d’une phrase. « Tu ne m’écoutes jamais. » Elle part toute seule, un soir de fatigue, et la conversation bascule : l’autre se défend, on hausse le ton, chacun repart avec le sentiment de ne pas avoir été compris. Pourtant, derrière ce reproche, il y avait une demande légitime, et plutôt touchante : être entendu.</p>
<p>La communication consciente part de ce constat. Nous ne manquons pas de bonne volonté ; nous manquons d’outils pour traduire ce que nous vivons en mots que l’autre peut recevoir. Inspirée des travaux de Marshall Rosenberg sur la communication non violente, la démarche que nous enseignons à l’${site.school.name} depuis ${site.school.founded} tient en quatre temps. Ils paraissent simples sur le papier ; ils demandent un peu d’entraînement dans la vraie vie.</p>
<h2>1. Observer sans juger</h2>
<p>Le premier temps consiste à décrire les faits comme le ferait une caméra. « Tu es toujours en retard » est un jugement ; « Tu es arrivé à 20 h 40 alors que nous avions dit 20 h » est une observation. La différence peut sembler mince. Elle change pourtant tout : on peut discuter d’une observation, alors qu’un jugement appelle presque toujours une justification ou une contre-attaque.</p>
<p>Les mots « toujours », « jamais » et « encore » sont de bons signaux d’alerte. Quand ils surgissent, demandez-vous : qu’est-ce que j’ai vu ou entendu, précisément ?</p>
<h2>2. Nommer ce que l’on ressent</h2>
<p>Vient ensuite le sentiment. Non pas « je sens que tu te moques de moi », qui est encore une interprétation de ce que fait l’autre, mais « je suis inquiète », « je me sens découragé », « je suis agacée ». Beaucoup d’entre nous disposent d’un vocabulaire émotionnel étonnamment pauvre : bien, pas bien, énervé. Enrichir cette palette est l’un des premiers exercices de nos stages, et l’un de ceux qui surprennent le plus les participants.</p>
<p>Nommer un sentiment n’est pas se plaindre. C’est donner à l’autre une information précieuse sur ce qui se passe en nous, sans le rendre responsable de notre état.</p>
<h2>3. Relier le sentiment à un besoin</h2>
<p>Nos émotions sont des messagères : elles signalent un besoin satisfait ou non satisfait. Si je suis inquiète quand tu rentres tard sans prévenir, c’est peut-être que j’ai besoin de sécurité, ou de prévisibilité pour organiser la soirée. Exprimer ce besoin change la nature de l’échange : on ne parle plus de ce que l’autre a fait de travers, mais de ce qui compte pour soi.</p>
<p>Les besoins sont universels : reconnaissance, repos, sens, coopération, autonomie… Chacun peut les comprendre, même s’il ne leur donne pas la même place. C’est précisément ce terrain commun qui rend le dialogue possible.</p>
<h2>4. Formuler une demande claire</h2>
<p>Le dernier temps est souvent le plus délicat. Une demande efficace est concrète, réalisable et formulée de façon positive : ce que l’on souhaite, plutôt que ce que l’on ne veut plus. « Arrête de rentrer tard » laisse l’autre sans piste ; « Serais-tu d’accord pour m’envoyer un message quand tu sais que tu rentreras après 20 h ? » ouvre une vraie négociation.</p>
<p>Une demande n’est pas une exigence : l’autre peut dire non. Ce refus n’est pas la fin de la conversation, c’est le début d’une recherche de solution qui tienne compte des besoins de chacun.</p>
<h3>La phrase complète, en pratique</h3>
<p>Mis bout à bout, les quatre temps donnent par exemple : « Quand tu es arrivé à 20 h 40 alors que nous avions dit 20 h, je me suis sentie inquiète, parce que j’ai besoin de pouvoir compter sur ce que nous décidons ensemble. Serais-tu d’accord pour m’envoyer un message la prochaine fois que tu as du retard ? »</p>
<p>Au début, la formule paraît mécanique. C’est normal : on apprend une nouvelle langue. Avec la pratique, elle devient plus souple, plus personnelle, et finit par tenir dans une simple question ou un regard attentif.</p>
<h2>Trois pièges fréquents</h2>
<ul>
<li><p><strong>Le faux sentiment</strong> : « je me sens rejeté » ou « je me sens manipulé » décrivent ce que l’on pense que l’autre nous fait, pas ce que l’on éprouve.</p></li>
<li><p><strong>La demande déguisée</strong> : « ce serait bien que quelqu’un range la cuisine » laisse chacun deviner qui est concerné, et par quoi.</p></li>
<li><p><strong>L’oubli de l’écoute</strong> : la communication consciente ne sert pas seulement à bien parler. Elle sert d’abord à entendre, derrière les mots de l’autre, ses sentiments et ses besoins.</p></li>
</ul>
<h2>S’entraîner plutôt que tout savoir</h2>
<p>Comme une langue étrangère, cette façon de parler s’apprend surtout en la pratiquant, dans un cadre bienveillant où l’on a le droit de se tromper. C’est tout le sens de notre formation à la <em>communication non blessante</em> : trois jours non consécutifs ou trois demi-journées, avec 30 % de théorie et 70 % de pratique, en petits groupes. Jeux de rôle, situations apportées par les participants, retours personnalisés : chacun repart avec des phrases qu’il a déjà osé prononcer.</p>
<p>« Ce qui change, ce n’est pas la vie que l’on mène, c’est la façon dont on y est présent », aime rappeler ${site.founder.name}, fondatrice de l’école. Si vous avez envie d’essayer, commencez petit : choisissez cette semaine une seule conversation, et prenez le temps d’y observer avant de juger. Vous pourriez être surpris de ce qui s’ouvre.</p>
<p>Pour connaître les prochaines dates ou demander un devis pour votre équipe, <a href="/contact">écrivez-nous</a> : nous vous répondrons avec plaisir.</p>
`,
} as const
