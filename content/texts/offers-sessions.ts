import { sessionPlaces } from '../claims'
import { frenchTexts } from '../typography'

/** Texts of the session pages (page 13), by `{slug}-{role}` (see `textIdsOf` in the catalogue). */
export const sessionsTexts = frenchTexts({
  'session-life-coaching-lead':
    '<p>Un moment pour vous, à distance et sans vous déplacer : vous déposez ce qui vous occupe, votre coach vous écoute sans jugement et vous aide à y voir clair.</p>',
  'session-life-coaching-block-1':
    '<h2>Pour qui ?</h2><p>Pour toute personne qui traverse un changement, hésite devant un choix ou sent que quelque chose doit bouger : reprise d’études, séparation, envie de changer de métier, fatigue, conflit qui revient. Nul besoin de savoir exactement ce que vous cherchez : c’est justement le travail de la séance.</p>',
  'session-life-coaching-block-2':
    '<h2>Comment se déroule la séance ?</h2><p>Vous choisissez le téléphone ou la visio et un créneau qui vous convient. Nous commençons par ce qui est le plus vivant pour vous aujourd’hui. Votre coach reformule, questionne, vous aide à distinguer les faits de vos ressentis, puis vous repartez avec une ou deux pistes concrètes, à votre mesure.</p>',
  'session-life-coaching-gains':
    '<ul><li>Un regard plus clair sur votre situation et sur ce qui compte vraiment pour vous.</li><li>Des mots pour exprimer vos besoins sans vous justifier.</li><li>Un premier pas réaliste, choisi par vous.</li><li>La liberté de poursuivre, ou non : chaque séance se suffit à elle-même.</li></ul>',
  'session-life-coaching-practical':
    '<p>Pour réserver, écrivez-nous en indiquant vos disponibilités : nous vous proposons un créneau qui vous convient, en journée ou en soirée. Il vous suffit d’un téléphone ou d’un ordinateur, et d’un endroit calme où vous ne serez pas dérangé.</p>',
  'session-life-coaching-testimonial':
    '<p>Je pensais devoir tout expliquer de ma vie. En trois quarts d’heure, j’avais compris ce qui me bloquait vraiment dans mon projet de reconversion, et je savais par où commencer.</p>',
  'session-life-coaching-testimonial-author': '<p>Camille, 38 ans, Villeurbanne</p>',

  'session-become-coach-lead':
    '<p>Vous accompagnez les autres toute la journée : cette séance est l’endroit où l’on prend soin de votre pratique, de vos questions et de votre projet professionnel.</p>',
  'session-become-coach-block-1':
    '<h2>Pour les spécialistes de la relation d’aide</h2><p>Thérapeutes, soignants, enseignants, éducateurs, travailleurs sociaux, accompagnants bénévoles : vous êtes exposés chaque jour à la souffrance et aux attentes des autres. Vous envisagez peut-être de devenir coach, ou vous souhaitez simplement exercer avec plus de justesse.</p>',
  'session-become-coach-block-2':
    '<h2>Comment se déroule la séance ?</h2><p>Vous apportez une situation qui vous questionne, un accompagnement difficile ou votre projet de formation. Votre coach vous aide à mettre à distance ce qui vous touche, à repérer vos ressources et à préparer la suite : une démarche de supervision, une formation, ou un ajustement de votre posture.</p>',
  'session-become-coach-gains':
    '<ul><li>Du recul sur une situation professionnelle qui vous pèse.</li><li>Une posture d’écoute plus sereine, qui vous protège aussi.</li><li>Une vision claire des étapes pour devenir coach, si c’est votre projet.</li><li>Un échange entre pairs, confidentiel et bienveillant.</li></ul>',
  'session-become-coach-practical': `<p>La séance se déroule ${sessionPlaces.schoolOrRemote}, selon votre préférence. Elle peut servir de première étape avant la formation pour devenir coach : nous en parlons ensemble à la fin de la séance, sans engagement.</p>`,
  'session-become-coach-testimonial':
    '<p>Infirmière depuis quinze ans, je doutais de pouvoir devenir coach. Cette séance m’a permis de voir tout ce que je savais déjà faire, et ce qu’il me restait à apprendre.</p>',
  'session-become-coach-testimonial-author': '<p>Nadia, infirmière, Lyon</p>',

  'session-business-coaching-lead':
    '<p>Une heure centrée sur votre réalité professionnelle : un objectif, une décision, une relation de travail à apaiser. Le tarif est ajusté à votre situation, pour que le coaching reste accessible à tous les statuts.</p>',
  'session-business-coaching-block-1':
    '<h2>Pour qui ?</h2><p>Managers, dirigeants, indépendants, professions libérales, salariés en transition : toute personne qui veut avancer sur un enjeu professionnel précis. Nos coachs en entreprise ont plus de 15 ans d’expérience du coaching professionnel, dans des structures de toutes tailles.</p>',
  'session-business-coaching-block-2':
    '<h2>Comment se déroule la séance ?</h2><p>Nous définissons ensemble l’objectif de la séance dès les premières minutes. Puis nous explorons la situation : les personnes en jeu, vos contraintes, vos marges de manœuvre. Vous repartez avec un plan d’action que vous avez construit vous-même, et que vous pouvez mettre en œuvre dès le lendemain.</p>',
  'session-business-coaching-gains':
    '<ul><li>Un objectif formulé clairement, et les moyens de l’atteindre.</li><li>Des outils de communication non blessante pour vos échanges difficiles.</li><li>Une décision prise en conscience, plutôt que dans l’urgence.</li><li>Un regard extérieur, neutre et confidentiel.</li></ul>',
  'session-business-coaching-practical': `<p>Le tarif dépend de votre statut (salarié, indépendant, dirigeant, structure associative) et de votre objectif : écrivez-nous en quelques lignes, nous vous répondons avec une proposition précise. La séance peut se tenir ${sessionPlaces.schoolOrRemote}.</p>`,
  'session-business-coaching-testimonial':
    '<p>J’arrivais avec un conflit dans mon équipe qui durait depuis des mois. Je suis repartie avec une façon de l’aborder, et la réunion suivante a été la plus sereine de l’année.</p>',
  'session-business-coaching-testimonial-author': '<p>Sophie, directrice d’agence, Lyon</p>',
})
