import { frenchTexts } from '../typography'

/** Texts of /trainer-trainings and its four trainings (page 12), by `{slug}-{role}`. */
export const trainerTrainingsTexts = frenchTexts({
  'trainer-trainings-lead':
    '<p>Vous êtes coach, formateur ou professionnel de l’accompagnement confirmé, et vous souhaitez transmettre à votre tour ? Nos formations de formateurs vous préparent à superviser, à former et à faire grandir d’autres praticiens.</p>',
  'trainer-trainings-block-1':
    '<h2>Transmettre avec justesse</h2><p>Chaque formation réunit un petit groupe de praticiens expérimentés, ou se suit en individuel. Elles partagent un même principe : 30 % de théorie pour comprendre, 70 % de pratique pour s’approprier. Nos formateurs accompagnent des coachs depuis plus de 18 ans en coaching de vie et plus de 15 ans en coaching professionnel.</p>',
  'trainer-trainings-testimonial':
    '<p>Après dix ans de coaching, je voulais transmettre sans reproduire les cours magistraux que j’avais subis. J’ai appris à concevoir des ateliers vivants, où chacun apprend en faisant.</p>',
  'trainer-trainings-testimonial-author': '<p>Isabelle, coach et formatrice, Grenoble</p>',

  'supervisor-lead':
    '<p>Superviser, c’est offrir aux coachs un espace pour prendre du recul sur leur pratique, prendre soin d’eux et garantir la qualité de leurs accompagnements. Une fonction exigeante, qui s’apprend.</p>',
  'supervisor-block-1':
    '<h2>Pour qui ?</h2><p>Pour les coachs certifiés qui exercent depuis au moins trois ans et souhaitent accompagner d’autres coachs, en individuel ou en groupe. Un entretien préalable permet de vérifier que le moment est venu pour vous.</p>',
  'supervisor-block-2':
    '<h2>Comment se déroule la formation ?</h2><p>Vous découvrez les cadres de la supervision, puis vous les expérimentez aussitôt : supervisions en trio, observation, retours du formateur. Vous terminez par la supervision d’un coach en exercice, suivie d’un bilan approfondi.</p>',
  'supervisor-gains':
    '<ul><li>Un cadre de supervision clair, individuel et en groupe.</li><li>Les outils pour repérer les impasses et les enjeux relationnels d’un accompagnement.</li><li>Une posture qui soutient sans prendre la place du coach.</li><li>Une première expérience de superviseur, encadrée.</li></ul>',
  'supervisor-practical':
    '<p>La formation a lieu à l’école, à Lyon, en petit groupe, ou en individuel selon vos disponibilités. Écrivez-nous pour un entretien préalable ou pour recevoir les prochaines dates.</p>',
  'supervisor-programme':
    '<ol><li><strong>Les fondements de la supervision</strong> : finalités, cadre, contrat et éthique.</li><li><strong>La relation de supervision</strong> : écoute du superviseur, processus parallèles, protection du coach.</li><li><strong>La supervision en groupe</strong> : animation, dynamique, sécurité.</li><li><strong>La pratique supervisée</strong> : supervision d’un coach en exercice et bilan.</li></ol>',
  'supervisor-testimonial':
    '<p>Je supervisais déjà un peu, à l’instinct. J’ai trouvé un cadre, des repères et surtout la confiance pour le proposer vraiment.</p>',
  'supervisor-testimonial-author': '<p>François, coach superviseur, Lyon</p>',

  'conscious-communication-lead':
    '<p>Vous pratiquez la communication consciente et vous voulez la transmettre ? Cette formation vous apprend à concevoir et à animer des ateliers qui transforment les façons de se parler.</p>',
  'conscious-communication-block-1':
    '<h2>Pour qui ?</h2><p>Pour les coachs, formateurs, enseignants et professionnels du soin qui ont suivi une formation en communication consciente ou non violente et souhaitent la transmettre à des groupes.</p>',
  'conscious-communication-block-2':
    '<h2>Comment se déroule la formation ?</h2><p>Chaque séquence est vécue comme participant, puis analysée comme formateur. Vous préparez et animez vous-même des parties d’atelier devant le groupe, avec des retours précis et bienveillants.</p>',
  'conscious-communication-gains':
    '<ul><li>Une pédagogie active, fondée sur l’expérience des participants.</li><li>Un déroulé d’atelier complet, prêt à être animé.</li><li>Des repères pour accueillir les émotions qui surgissent en groupe.</li><li>Une aisance nouvelle face à un groupe.</li></ul>',
  'conscious-communication-practical':
    '<p>La formation a lieu à l’école, à Lyon, en petit groupe, ou en individuel. Un entretien préalable nous permet de connaître votre parcours et vos projets de transmission.</p>',
  'conscious-communication-programme':
    '<ol><li><strong>Les principes de la communication consciente</strong>, revisités du point de vue du formateur.</li><li><strong>Concevoir un atelier</strong> : objectifs, progression, exercices, supports.</li><li><strong>Animer</strong> : consignes, démonstrations, jeux de rôle, partages.</li><li><strong>Accueillir le groupe</strong> : émotions, résistances, sécurité.</li><li><strong>Animer devant le groupe</strong>, avec retours et bilan.</li></ol>',
  'conscious-communication-testimonial':
    '<p>Enseignante, je voulais partager ces outils avec mes collègues. J’ai maintenant un atelier complet, et j’ai déjà animé deux journées pédagogiques.</p>',
  'conscious-communication-testimonial-author': '<p>Claire, professeure des écoles, Saint-Étienne</p>',

  'mindfulness-coaching-lead':
    '<p>Le coaching de pleine conscience relie la parole, l’attention et le corps. Cette formation vous prépare à le transmettre à d’autres coachs, avec profondeur et simplicité.</p>',
  'mindfulness-coaching-block-1':
    '<h2>Pour qui ?</h2><p>Pour les coachs et thérapeutes qui pratiquent eux-mêmes la méditation depuis plusieurs années et souhaitent former d’autres professionnels à intégrer la pleine conscience dans leurs accompagnements.</p>',
  'mindfulness-coaching-block-2':
    '<h2>Comment se déroule la formation ?</h2><p>Chaque journée s’ouvre par une pratique, puis alterne apports, guidances menées par les participants et analyse de situations d’accompagnement. Vous repartez avec un parcours de formation que vous avez construit.</p>',
  'mindfulness-coaching-gains':
    '<ul><li>Savoir guider une pratique de pleine conscience avec justesse.</li><li>Intégrer l’attention au corps dans une séance de coaching.</li><li>Transmettre ces outils à d’autres coachs.</li><li>Un parcours de formation prêt à proposer.</li></ul>',
  'mindfulness-coaching-practical':
    '<p>La formation a lieu à l’école, à Lyon, dans notre salle de pratique, ou en individuel. Une pratique régulière de la méditation est demandée ; nous en parlons lors de l’entretien préalable.</p>',
  'mindfulness-coaching-programme':
    '<ol><li><strong>La pleine conscience dans l’accompagnement</strong> : fondements, limites, éthique.</li><li><strong>Guider</strong> : voix, rythme, choix des pratiques.</li><li><strong>Le corps en séance</strong> : sensations, émotions, ancrage.</li><li><strong>Transmettre</strong> : construire et animer un parcours pour d’autres coachs.</li></ol>',
  'mindfulness-coaching-testimonial':
    '<p>Je méditais depuis quinze ans sans oser l’intégrer à mes séances. Cette formation m’a donné les mots, et la légitimité pour le transmettre.</p>',
  'mindfulness-coaching-testimonial-author': '<p>Thomas, coach et formateur, Annecy</p>',

  'business-coaching-lead':
    '<p>Former des managers, des responsables des ressources humaines et des coachs d’entreprise au coaching professionnel : une formation pour transmettre des outils concrets, adaptés aux réalités du travail.</p>',
  'business-coaching-block-1':
    '<h2>Pour qui ?</h2><p>Pour les coachs professionnels expérimentés, les consultants et les formateurs internes qui souhaitent former d’autres personnes au coaching en entreprise et à la communication non blessante.</p>',
  'business-coaching-block-2':
    '<h2>Comment se déroule la formation ?</h2><p>À partir de cas réels d’entreprise, vous apprenez à construire un parcours de formation, à animer des mises en situation de management et à évaluer les acquis. Nos formateurs partagent plus de 15 ans d’expérience du coaching professionnel.</p>',
  'business-coaching-gains':
    '<ul><li>Un parcours de formation au coaching professionnel, prêt à l’emploi.</li><li>Des mises en situation réalistes pour les managers.</li><li>Des outils d’évaluation des acquis.</li><li>Une crédibilité renforcée auprès des entreprises.</li></ul>',
  'business-coaching-practical':
    '<p>La formation a lieu à l’école, à Lyon, en petit groupe, ou en individuel. Si vous souhaitez la faire financer par votre employeur, contactez-nous : nous vous transmettrons le programme et les documents utiles.</p>',
  'business-coaching-programme':
    '<ol><li><strong>Le coaching en entreprise</strong> : acteurs, contrats tripartites, confidentialité.</li><li><strong>Former des managers coachs</strong> : posture, entretiens, feedback.</li><li><strong>La communication non blessante au travail</strong> : désaccords, recadrages, réunions.</li><li><strong>Concevoir et évaluer</strong> : parcours, mises en situation, évaluation des acquis.</li></ol>',
  'business-coaching-testimonial':
    '<p>Consultante en management, je cherchais une approche plus humaine à transmettre. Mes clients le remarquent : les managers formés reviennent avec des situations, pas des théories.</p>',
  'business-coaching-testimonial-author': '<p>Véronique, consultante et formatrice, Lyon</p>',
})
