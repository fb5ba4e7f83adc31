import { capitalise, specialistSession } from '../claims'
import { frenchTexts } from '../typography'

/** Texts of the training pages (page 14), by `{slug}-{role}`; the programmes also feed the PDF documents. */
export const trainingsTexts = frenchTexts({
  'training-life-coaching-first-module-lead':
    '<p>Le premier module est une porte d’entrée : trois temps de formation pour découvrir l’écoute, le questionnement et la posture du coach de vie, et savoir si vous voulez aller plus loin.</p>',
  'training-life-coaching-first-module-block-1':
    '<h2>Pour qui ?</h2><p>Pour les personnes curieuses du coaching, qu’elles envisagent d’en faire un métier ou qu’elles veuillent d’abord mieux accompagner leurs proches et leurs collègues. Aucun prérequis : seulement l’envie d’apprendre à écouter autrement.</p>',
  'training-life-coaching-first-module-block-2':
    '<h2>Comment se déroule le module ?</h2><p>En groupe, les trois journées sont espacées de deux à trois semaines pour laisser le temps de pratiquer entre deux sessions. En individuel, les trois demi-journées s’organisent selon vos disponibilités. Chaque temps alterne apports, démonstrations et exercices en binôme.</p>',
  'training-life-coaching-first-module-gains':
    '<ul><li>Les bases de l’écoute active et de la reformulation.</li><li>Les questions qui ouvrent, plutôt que celles qui orientent.</li><li>Une première expérience de la posture de coach, en toute sécurité.</li><li>Une vision claire de la formation complète, pour décider en connaissance de cause.</li></ul>',
  'training-life-coaching-first-module-practical':
    '<p>Le module se déroule dans nos locaux lyonnais, en petits groupes, ou en individuel à l’école ou en visio. Le tarif dépend du format choisi et de votre situation (financement personnel ou professionnel) : contactez-nous pour recevoir une proposition. Le module peut être intégré ensuite à la formation complète.</p>',
  'training-life-coaching-first-module-programme':
    '<ol><li><strong>Écouter</strong> : présence, silence, reformulation, ce que l’on entend derrière les mots.</li><li><strong>Questionner</strong> : les questions ouvertes, la clarification de l’objectif, les croyances qui limitent.</li><li><strong>Accompagner</strong> : la posture du coach, le cadre d’une séance, une première séance observée.</li></ol>',
  'training-life-coaching-first-module-testimonial':
    '<p>Je suis venue « pour voir ». Au bout de la deuxième journée, je savais que je voulais en faire mon métier, et surtout je savais pourquoi.</p>',
  'training-life-coaching-first-module-testimonial-author': '<p>Élodie, promotion 2023</p>',

  'training-life-coaching-lead':
    '<p>La formation complète au coaching de vie : dix-huit temps de formation pour acquérir les outils, la posture et l’expérience d’un coach, accompagné par des formateurs qui pratiquent le coaching de vie depuis plus de 18 ans.</p>',
  'training-life-coaching-block-1':
    '<h2>Pour qui ?</h2><p>Pour les personnes qui veulent faire du coaching de vie leur métier ou l’intégrer à une activité d’accompagnement existante : reconversion, professionnels de la relation d’aide, responsables des ressources humaines. Le premier module est recommandé, mais pas obligatoire.</p>',
  'training-life-coaching-block-2':
    '<h2>Comment se déroule la formation ?</h2><p>Les journées sont réparties sur une dizaine de mois, pour laisser à chacun le temps d’expérimenter. Entre les sessions, vous accompagnez des clients volontaires et recevez une supervision. La formation se termine par une certification fondée sur une séance filmée et un mémoire de pratique.</p>',
  'training-life-coaching-gains':
    '<ul><li>Une méthode complète, de la première rencontre à la fin d’un accompagnement.</li><li>Une posture juste, qui respecte l’autonomie de la personne accompagnée.</li><li>Une pratique supervisée, avec de vrais clients.</li><li>La certification de l’École Sens & Parole et l’appui de notre réseau de coachs.</li></ul>',
  'training-life-coaching-practical':
    '<p>La formation a lieu dans nos locaux lyonnais, en groupes de douze personnes au plus, ou en individuel à l’école ou en visio. Un entretien préalable, gratuit, permet de vérifier que la formation répond à votre projet.</p>',
  'training-life-coaching-programme':
    '<ol><li><strong>Les fondements</strong> : écoute active, reformulation, questionnement, cadre et éthique du coach.</li><li><strong>La relation</strong> : communication consciente, émotions et besoins, alliance avec la personne accompagnée.</li><li><strong>Le changement</strong> : objectifs, valeurs, croyances limitantes, passage à l’action.</li><li><strong>Les situations délicates</strong> : résistances, dépendance, fins d’accompagnement.</li><li><strong>La pratique</strong> : séances observées, supervision en groupe, accompagnement de clients volontaires.</li><li><strong>La certification</strong> : séance filmée, mémoire de pratique, entretien avec le jury.</li></ol>',
  'training-life-coaching-testimonial':
    '<p>Ce qui m’a marqué, c’est la place donnée à la pratique. Dès le troisième mois, j’accompagnais mes premiers clients, avec un filet de sécurité : la supervision du groupe.</p>',
  'training-life-coaching-testimonial-author': '<p>Julien, coach de vie certifié, promotion 2022</p>',

  'training-become-coach-lead':
    '<p>Douze temps de formation pour acquérir les outils essentiels du coach et commencer à accompagner vos premiers clients, avec l’exigence et la bienveillance qui font notre école depuis 2009.</p>',
  'training-become-coach-block-1': `<h2>Pour qui ?</h2><p>Pour les professionnels de la relation d’aide qui veulent ajouter le coaching à leur pratique, et pour les personnes en reconversion qui souhaitent une formation concentrée. ${capitalise(specialistSession.inSentence)} permet de vérifier ensemble que ce format vous correspond.</p>`,
  'training-become-coach-block-2':
    '<h2>Comment se déroule la formation ?</h2><p>Les journées sont réparties sur six à huit mois. Chacune associe un apport théorique court, des démonstrations et beaucoup d’entraînement en petits groupes. Entre les sessions, un carnet de pratique vous aide à expérimenter et à mesurer vos progrès.</p>',
  'training-become-coach-gains':
    '<ul><li>Les outils essentiels du coaching : écoute, questionnement, objectifs, plan d’action.</li><li>Une posture claire, distincte de celle du thérapeute ou du conseiller.</li><li>Vos premiers accompagnements, supervisés.</li><li>Une certification de l’école et la possibilité de poursuivre avec nos formations de formateurs.</li></ul>',
  'training-become-coach-practical':
    '<p>La formation a lieu dans nos locaux lyonnais ou, en individuel, à l’école ou en visio. Un entretien préalable gratuit précède toute inscription. Écrivez-nous pour connaître les prochaines dates.</p>',
  'training-become-coach-programme':
    '<ol><li><strong>La posture du coach</strong> : cadre, éthique, contrat d’accompagnement.</li><li><strong>Écouter et questionner</strong> : écoute active, reformulation, questions puissantes.</li><li><strong>Clarifier l’objectif</strong> : besoins, valeurs, critères de réussite.</li><li><strong>Accompagner le changement</strong> : ressources, freins, plan d’action.</li><li><strong>Pratiquer</strong> : séances en trio, supervision, premiers clients.</li><li><strong>Certifier</strong> : séance observée et bilan de pratique.</li></ol>',
  'training-become-coach-testimonial':
    '<p>Éducatrice spécialisée, j’avais déjà l’écoute. La formation m’a donné un cadre et une méthode : aujourd’hui, je consacre deux jours par semaine au coaching.</p>',
  'training-become-coach-testimonial-author': '<p>Mathilde, coach certifiée, promotion 2021</p>',

  'training-business-coaching-lead':
    '<p>Une formation pensée pour les organisations qui veulent des échanges plus clairs, des réunions plus sereines et des désaccords qui ne blessent plus : la communication non blessante, appliquée au travail.</p>',
  'training-business-coaching-block-1':
    '<h2>Pour qui ?</h2><p>Pour les équipes, les managers et les directions des entreprises, des collectivités et des associations. La formation s’adapte à vos enjeux : prévention des conflits, qualité de vie au travail, conduite du changement, relation avec le public.</p>',
  'training-business-coaching-block-2':
    '<h2>Comment se déroule la formation ?</h2><p>Nous commençons par un échange avec vous pour comprendre votre contexte. La formation se déroule ensuite en trois journées non consécutives pour un groupe, ou en trois demi-journées pour un accompagnement individuel. 70 % du temps est consacré à la pratique, à partir de situations réelles de vos équipes.</p>',
  'training-business-coaching-gains':
    '<ul><li>Un langage commun pour exprimer un désaccord sans blesser.</li><li>Des réunions plus courtes et plus constructives.</li><li>Des managers outillés pour les entretiens délicats.</li><li>Moins de tensions, plus de coopération.</li></ul>',
  'training-business-coaching-practical':
    '<p>La formation se déroule dans vos locaux ou à l’école, à Lyon. Chaque devis est établi après un premier échange gratuit, selon la taille du groupe et vos objectifs. Nos formateurs ont plus de 15 ans d’expérience du coaching en entreprise.</p>',
  'training-business-coaching-programme':
    '<ol><li><strong>Observer sans juger</strong> : distinguer les faits des interprétations dans les échanges professionnels.</li><li><strong>Exprimer</strong> : dire ce que l’on ressent et ce dont on a besoin, sans reproche.</li><li><strong>Écouter</strong> : accueillir un désaccord, une critique ou une colère sans se défendre.</li><li><strong>Demander</strong> : formuler des demandes claires et négociables.</li><li><strong>Appliquer</strong> : réunions, entretiens annuels, recadrages, médiation entre collègues.</li></ol>',
  'training-business-coaching-testimonial':
    '<p>Nos réunions de service étaient devenues tendues. Après la formation, l’équipe a adopté des règles simples et chacun ose dire les choses, sans que personne ne se sente attaqué.</p>',
  'training-business-coaching-testimonial-author': '<p>Marc, directeur des ressources humaines, Villeurbanne</p>',
})
