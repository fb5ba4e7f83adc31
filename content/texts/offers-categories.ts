import { frenchTexts } from '../typography'

/** Texts of /coaching (page 36) and of the three category pages (pages 5, 6 and 7), by `{page}-{role}`. */
export const coachingTexts = frenchTexts({
  'coaching-lead':
    '<p>Que vous cherchiez un accompagnement pour vous-même ou que vous souhaitiez faire de l’accompagnement votre métier, nous vous proposons des séances individuelles et des formations, toutes fondées sur la communication consciente et la pleine conscience.</p>',
  'coaching-testimonial':
    '<p>J’ai commencé par une séance de coaching de vie, parce que j’étais perdue. Deux ans plus tard, j’ai terminé la formation : j’accompagne à mon tour des personnes qui se sentent comme moi à l’époque.</p>',
  'coaching-testimonial-author': '<p>Agathe, coach de vie certifiée, Lyon</p>',
})

export const lifeCoachingTexts = frenchTexts({
  'life-coaching-lead':
    '<p>Le coaching de vie vous aide à retrouver de la clarté quand tout semble se mélanger : faire un choix, traverser un changement, apaiser une relation, retrouver de l’élan. Vous restez maître de vos décisions ; nous vous aidons à les prendre en conscience.</p>',
  'life-coaching-block-1':
    '<h2>Un accompagnement qui part de vous</h2><p>Pas de recette toute faite : votre coach vous écoute, reformule, vous aide à distinguer ce que vous vivez de ce que vous en pensez, et à identifier ce dont vous avez vraiment besoin. Nos coachs pratiquent le coaching de vie depuis plus de 18 ans.</p>',
  'life-coaching-block-2':
    '<h2>À votre rythme</h2><p>Une séance ponctuelle pour faire le point, un stage pour vivre une expérience en groupe, ou une formation pour apprendre à accompagner à votre tour : choisissez la porte d’entrée qui vous ressemble.</p>',
  'life-coaching-testimonial':
    '<p>Je suis arrivée épuisée, persuadée qu’il fallait tout changer. Quelques séances m’ont suffi pour comprendre ce qui comptait vraiment, et changer seulement ce qui devait l’être.</p>',
  'life-coaching-testimonial-author': '<p>Marie, 45 ans, Lyon</p>',
})

export const becomeCoachTexts = frenchTexts({
  'become-coach-lead':
    '<p>Devenir coach, c’est apprendre à écouter vraiment, à poser les bonnes questions et à laisser l’autre trouver ses propres réponses. Un métier qui s’apprend, avec de la méthode, de la pratique et beaucoup d’humanité.</p>',
  'become-coach-block-1':
    '<h2>Une formation fondée sur la pratique</h2><p>Dans nos formations, vous pratiquez dès le premier jour : en binôme, en trio, puis avec de vrais clients, toujours supervisé. Nos formateurs accompagnent des coachs depuis plus de 18 ans en coaching de vie et plus de 15 ans en entreprise.</p>',
  'become-coach-block-2':
    '<h2>Un parcours progressif</h2><p>Une séance pour clarifier votre projet, la formation pour devenir coach, puis, si vous le souhaitez, une formation de formateur pour transmettre à votre tour.</p>',
  'become-coach-testimonial':
    '<p>Je venais du commerce et je n’avais aucune expérience de l’accompagnement. La formation m’a donné une méthode, mais surtout la confiance pour me lancer.</p>',
  'become-coach-testimonial-author': '<p>Antoine, coach certifié, promotion 2020</p>',
})

export const businessCoachingTexts = frenchTexts({
  'business-coaching-lead':
    '<p>Le coaching professionnel accompagne les personnes et les équipes dans leurs enjeux de travail : prendre un poste, décider, manager, traverser un conflit ou un changement d’organisation. Avec une conviction : des échanges plus justes rendent le travail plus efficace et plus humain.</p>',
  'business-coaching-block-1':
    '<h2>Pour les personnes</h2><p>Managers, dirigeants, indépendants : en séance individuelle, vous clarifiez vos objectifs et construisez un plan d’action réaliste. Nos coachs ont plus de 15 ans d’expérience du coaching en entreprise.</p>',
  'business-coaching-block-2':
    '<h2>Pour les organisations</h2><p>Notre formation à la communication non blessante donne à vos équipes un langage commun pour coopérer et exprimer les désaccords sans blesser.</p>',
  'business-coaching-testimonial':
    '<p>La formation a changé nos réunions de direction. On ose se dire les choses, et on décide plus vite.</p>',
  'business-coaching-testimonial-author': '<p>Jean-Pierre, dirigeant d’une PME, Lyon</p>',
})
