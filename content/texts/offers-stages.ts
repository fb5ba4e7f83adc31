import { frenchTexts } from '../typography'

/** Texts of /stages and the five stage pages (page 11), by `{slug}-{role}`. */
export const stagesTexts = frenchTexts({
  'stages-lead':
    '<p>Nos stages sont des parenthèses : quelques heures ou quelques jours pour expérimenter, en petit groupe, une autre façon d’être avec soi et avec les autres. Chacun peut se vivre seul ou en complément d’un accompagnement.</p>',
  'stages-block-1':
    '<h2>Apprendre par l’expérience</h2><p>Pas de longs exposés : dans chaque stage, vous pratiquez. Exercices d’attention, temps de parole, marche, méditation, cuisine ou voyage, selon le thème. Les groupes restent petits pour que chacun trouve sa place, à son rythme. Le niveau d’approfondissement indiqué par les étoiles vous aide à choisir : une étoile pour une première découverte, davantage pour un stage plus intense.</p>',
  'stages-testimonial':
    '<p>J’ai commencé par l’initiation, un samedi matin, un peu sceptique. Un an plus tard, j’ai fait le stage de méditation puis le voyage : c’est devenu mon rendez-vous avec moi-même.</p>',
  'stages-testimonial-author': '<p>Bernard, 61 ans, Caluire-et-Cuire</p>',

  'consciousness-initiation-lead':
    '<p>Une demi-journée pour faire connaissance avec votre propre attention : remarquer ce qui se passe en vous quand vous parlez, quand vous écoutez, quand vous réagissez. La première marche, la plus douce.</p>',
  'consciousness-initiation-block-1':
    '<h2>Pour qui ?</h2><p>Pour toutes celles et ceux qui découvrent la communication consciente ou la pleine conscience. Aucune expérience n’est nécessaire : seulement la curiosité, et l’envie de s’accorder quelques heures.</p>',
  'consciousness-initiation-block-2':
    '<h2>Comment se déroule le stage ?</h2><p>Après un temps d’accueil, vous expérimentez des exercices simples d’attention au corps, à la respiration et aux émotions, puis vous les mettez en pratique dans de courts échanges en binôme. Un temps de partage clôt la demi-journée.</p>',
  'consciousness-initiation-gains':
    '<ul><li>Une première expérience concrète de la conscience de soi.</li><li>Trois exercices à refaire chez vous, en quelques minutes.</li><li>Une idée claire de ce que nos autres stages et formations peuvent vous apporter.</li></ul>',
  'consciousness-initiation-practical':
    '<p>Le stage a lieu à l’école, à Lyon, en petit groupe. Prévoyez une tenue confortable ; thé et tisanes vous attendent. Les dates sont annoncées sur la page d’inscription.</p>',
  'consciousness-initiation-testimonial':
    '<p>Une matinée toute simple, et pourtant je n’avais jamais autant remarqué combien je coupe la parole ! Je suis repartie avec des exercices que je fais encore dans le tram.</p>',
  'consciousness-initiation-testimonial-author': '<p>Laura, 29 ans, Lyon</p>',

  'sagacity-lead':
    '<p>La sagacité, c’est l’art de voir juste : distinguer ce qui s’est passé de ce que l’on en pense, ce que l’on ressent de ce que l’on suppose. Une journée pour affiner votre discernement et décider plus sereinement.</p>',
  'sagacity-block-1':
    '<h2>Pour qui ?</h2><p>Pour les personnes qui ruminent, qui se sentent souvent incomprises ou qui doivent prendre des décisions importantes. Pour celles aussi qui ont suivi l’initiation et veulent aller plus loin.</p>',
  'sagacity-block-2':
    '<h2>Comment se déroule le stage ?</h2><p>La journée alterne courts apports, exercices en petits groupes à partir de situations que vous apportez, et temps de silence. L’après-midi est consacré à une décision ou une relation qui vous occupe, que vous éclairez avec les outils du matin.</p>',
  'sagacity-gains':
    '<ul><li>Savoir séparer les faits, les ressentis et les interprétations.</li><li>Moins de ruminations, plus de clarté.</li><li>Une méthode simple pour les décisions importantes.</li></ul>',
  'sagacity-practical':
    '<p>Le stage se déroule à l’école, à Lyon sur une journée complète, repas partagé sur place. Une remise de 50 % est proposée en ce moment : elle est déjà déduite du tarif ci-dessus.</p>',
  'sagacity-testimonial':
    '<p>Je prêtais des intentions à tout le monde, à commencer par mon chef. Cette journée m’a appris à vérifier avant de conclure. Ça a changé mes relations au travail.</p>',
  'sagacity-testimonial-author': '<p>Karim, 44 ans, Vénissieux</p>',

  'meditation-lead':
    '<p>Une journée de pratique guidée pour apprivoiser la méditation de pleine conscience et repartir avec une routine adaptée à votre vie, même très remplie.</p>',
  'meditation-block-1':
    '<h2>Pour qui ?</h2><p>Pour les débutants comme pour celles et ceux qui méditent déjà, mais peinent à pratiquer régulièrement. Les postures sont adaptées à chacun : assis sur une chaise, sur un coussin ou allongé.</p>',
  'meditation-block-2':
    '<h2>Comment se déroule le stage ?</h2><p>La journée enchaîne méditations guidées, marche consciente, temps d’échange sur ce que vous vivez et repas pris en silence. En fin de journée, vous construisez votre propre pratique quotidienne, de cinq à vingt minutes.</p>',
  'meditation-gains':
    '<ul><li>Les bases de la méditation de pleine conscience.</li><li>Une pratique quotidienne réaliste, choisie par vous.</li><li>Des repères pour traverser le stress et les émotions fortes.</li><li>Des enregistrements pour continuer chez vous.</li></ul>',
  'meditation-practical':
    '<p>Le stage se déroule à l’école, à Lyon, dans une salle calme et lumineuse. Coussins et tapis sont fournis ; apportez un vêtement chaud pour les temps de méditation.</p>',
  'meditation-testimonial':
    '<p>J’avais essayé les applications, sans tenir plus d’une semaine. Depuis le stage, je médite dix minutes chaque matin, et mes journées ne se ressemblent plus.</p>',
  'meditation-testimonial-author': '<p>Anne, 52 ans, Lyon</p>',

  'eat-well-lead':
    '<p>Deux jours pour retrouver le plaisir de manger : écouter sa faim et sa satiété, savourer, cuisiner simplement et faire la paix avec son assiette, sans régime ni interdit.</p>',
  'eat-well-block-1':
    '<h2>Pour qui ?</h2><p>Pour les personnes qui mangent vite, trop ou sans plaisir, qui se sentent coupables à table ou qui veulent simplement prendre soin d’elles autrement. Ce stage ne remplace pas un suivi médical ou diététique.</p>',
  'eat-well-block-2':
    '<h2>Comment se déroule le stage ?</h2><p>Le premier jour est consacré à l’écoute des sensations et des émotions liées à l’alimentation. Le second, vous cuisinez ensemble des plats simples de saison et partagez des repas en pleine conscience.</p>',
  'eat-well-gains':
    '<ul><li>Reconnaître la faim, la satiété et les envies émotionnelles.</li><li>Manger plus lentement, et savourer davantage.</li><li>Des recettes simples et de saison.</li><li>Une relation plus apaisée à la nourriture.</li></ul>',
  'eat-well-practical':
    '<p>Le stage se déroule à l’école, à Lyon, sur deux journées consécutives. Les repas préparés ensemble sont compris. Signalez-nous toute allergie ou régime particulier lors de votre inscription.</p>',
  'eat-well-testimonial':
    '<p>Je pensais venir pour des recettes. J’ai surtout découvert que je ne goûtais plus ce que je mangeais. Deux jours qui m’ont réconciliée avec mes repas.</p>',
  'eat-well-testimonial-author': '<p>Hélène, 47 ans, Bron</p>',

  'foreign-trip-lead':
    '<p>Trois jours loin de chez vous pour marcher, méditer et vous parler autrement, dans un lieu choisi pour son calme et sa beauté. Un voyage intérieur autant qu’un dépaysement.</p>',
  'foreign-trip-block-1':
    '<h2>Pour qui ?</h2><p>Pour les personnes qui ont besoin de faire une vraie pause et qui ont déjà suivi un de nos stages ou un accompagnement. Une bonne condition physique de marcheur est suffisante : les balades restent accessibles.</p>',
  'foreign-trip-block-2':
    '<h2>Comment se déroule le voyage ?</h2><p>Chaque journée commence par une méditation, se poursuit par une marche en partie silencieuse et se termine par un cercle de parole. La destination de chaque session est annoncée à l’ouverture des inscriptions.</p>',
  'foreign-trip-gains':
    '<ul><li>Une vraie coupure, pour revenir ressourcé.</li><li>Une pratique de la méditation et de la marche consciente.</li><li>Des liens sincères avec les autres participants.</li><li>Des intentions claires pour votre retour.</li></ul>',
  'foreign-trip-practical':
    '<p>Le tarif comprend l’encadrement du stage ; le transport, l’hébergement et les repas sont précisés pour chaque destination. Une remise de 50 % est proposée en ce moment : elle est déjà déduite du tarif ci-dessus.</p>',
  'foreign-trip-testimonial':
    '<p>Trois jours de marche et de silence, et j’ai eu l’impression de partir trois semaines. Le cercle du soir restera un de mes plus beaux souvenirs.</p>',
  'foreign-trip-testimonial-author': '<p>Stéphane, 55 ans, Lyon</p>',
})
