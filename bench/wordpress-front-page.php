<?php
// Run by scripts/wordpress-bench-setup.sh (php CLI, HTTP_HOST=127.0.0.1:8081): installs the WordPress site of the
// bench once, then writes its front page, about 700 words and three cards in block markup (what our home page holds),
// and makes it the static front page. Idempotent: the page is found again by its slug and updated.
$_SERVER['HTTP_HOST'] = getenv('HTTP_HOST') ?: '127.0.0.1:8081';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
define('WP_INSTALLING', true);
require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

// No mail from this throwaway site (its installation sends one to its admin; there is no mailer here).
add_filter('pre_wp_mail', '__return_false');
if (!is_blog_installed()) {
  // The admin is never used: a random password, shown nowhere.
  wp_install('École — banc d’essai', 'bench', 'bench@example.fr', false, '', wp_generate_password(32));
  echo "WordPress installé\n";
}

$paragraphs = [
  'Depuis plus de vingt ans, notre école accompagne celles et ceux qui veulent faire de l’accompagnement leur métier, ou simplement mieux se connaître. Nos formations mêlent la théorie, la pratique supervisée et un temps long pour intégrer ce qui a été appris. Chaque promotion réunit une vingtaine de personnes venues d’horizons très différents : soignants, enseignants, cadres, artistes, parents en reconversion.',
  'Notre méthode s’appuie sur l’écoute, la parole et le corps. Elle emprunte à la psychologie humaniste, à la sophrologie et aux approches narratives, sans jamais enfermer quiconque dans un modèle. Nous croyons qu’une personne accompagnée reste l’auteure de son chemin : le rôle du coach est d’éclairer, de questionner, de soutenir, jamais de décider à sa place.',
  'Les stages courts permettent de découvrir notre manière de travailler en un week-end. Méditation, gestion du stress, prise de parole, écriture de soi : chaque stage alterne les apports, les exercices en petits groupes et les moments de partage. Ils ont lieu dans nos salles du centre-ville, lumineuses et calmes, ou en ligne pour certains d’entre eux.',
  'La formation certifiante au métier de coach se déroule sur deux ans, à raison d’un module de trois jours par mois. Elle comprend des supervisions individuelles et collectives, un mémoire et une pratique encadrée auprès de clients réels. Elle prépare à une certification reconnue et peut être financée par le compte personnel de formation ou par l’employeur.',
  'Nous proposons aussi des conférences gratuites, chaque premier jeudi du mois, et des webinaires pour celles et ceux qui habitent loin. C’est l’occasion de rencontrer l’équipe pédagogique, de poser vos questions sur les formations et de découvrir un thème : la confiance en soi, les transitions de vie, l’équilibre entre travail et vie personnelle, la communication dans le couple.',
  'Notre équipe compte douze formateurs, tous praticiens en activité. Ils continuent d’accompagner des clients, de se former et de se faire superviser : ce qu’ils enseignent, ils le vivent. Plusieurs d’entre eux ont écrit des livres et interviennent dans des entreprises, des hôpitaux ou des associations. Leur diversité fait la richesse de nos formations.',
  'Avant toute inscription, nous vous proposons un entretien individuel, gratuit et sans engagement, pour vérifier ensemble que la formation répond à votre projet. Vous pouvez le demander par le formulaire de contact ou par téléphone. Nous répondons à chaque demande dans la semaine, et nous vous orientons vers d’autres écoles quand elles conviennent mieux à votre besoin.',
  'Chaque année, nos anciens élèves se retrouvent pour une journée d’échanges de pratiques. Certains exercent comme coachs indépendants, d’autres ont intégré l’accompagnement à leur métier de manager, d’enseignant ou de soignant. Ce réseau vivant est une ressource précieuse pour les nouveaux diplômés : groupes d’intervision, partage d’annonces, mentorat par des praticiens plus expérimentés qui ont connu les mêmes débuts.',
  'Notre centre de formation est certifié Qualiopi au titre des actions de formation. Les taux de satisfaction et de réussite de chaque promotion sont publiés sur ce site et mis à jour après chaque session. Vous y trouverez aussi le règlement intérieur, les conditions générales de vente et le calendrier complet des prochaines sessions, avec les places encore disponibles.',
  'Les personnes en situation de handicap sont les bienvenues : nos salles sont accessibles et notre référente handicap étudie avec vous les adaptations utiles, qu’il s’agisse du rythme, des supports ou des modalités d’évaluation. N’hésitez pas à la contacter dès vos premières questions, avant même de choisir une formation.',
];
$cards = [
  ['Stages découverte', 'Un week-end pour découvrir la méditation, la gestion du stress ou la prise de parole, en petit groupe, avec des formateurs praticiens. Aucun prérequis : venez comme vous êtes, avec votre curiosité et vos questions.', 'Voir les stages'],
  ['Devenir coach', 'Une formation certifiante de deux ans, des supervisions, une pratique encadrée auprès de clients réels et un mémoire. Finançable par le compte personnel de formation ou par votre employeur, sur dossier.', 'Découvrir la formation'],
  ['Conférences et webinaires', 'Chaque premier jeudi du mois, une conférence gratuite sur un thème de la vie personnelle ou professionnelle, en salle ou en ligne, suivie d’un temps d’échange avec l’équipe pédagogique.', 'Voir le calendrier'],
];

$content = "<!-- wp:heading {\"level\":1} -->\n<h1>Se former à l’accompagnement, se connaître soi-même</h1>\n<!-- /wp:heading -->\n";
foreach (array_slice($paragraphs, 0, 2) as $text) {
  $content .= "<!-- wp:paragraph -->\n<p>" . esc_html($text) . "</p>\n<!-- /wp:paragraph -->\n";
}
$content .= "<!-- wp:columns -->\n<div class=\"wp-block-columns\">";
foreach ($cards as [$title, $text, $link]) {
  $content .= "<!-- wp:column -->\n<div class=\"wp-block-column\"><!-- wp:heading {\"level\":3} -->\n<h3>" . esc_html($title) . "</h3>\n<!-- /wp:heading -->\n"
    . "<!-- wp:paragraph -->\n<p>" . esc_html($text) . "</p>\n<!-- /wp:paragraph -->\n"
    . "<!-- wp:buttons -->\n<div class=\"wp-block-buttons\"><!-- wp:button -->\n<div class=\"wp-block-button\"><a class=\"wp-block-button__link\" href=\"/contact\">" . esc_html($link) . "</a></div>\n<!-- /wp:button --></div>\n<!-- /wp:buttons --></div>\n<!-- /wp:column -->\n";
}
$content .= "</div>\n<!-- /wp:columns -->\n";
$content .= "<!-- wp:heading -->\n<h2>Notre école</h2>\n<!-- /wp:heading -->\n";
foreach (array_slice($paragraphs, 2) as $text) {
  $content .= "<!-- wp:paragraph -->\n<p>" . esc_html($text) . "</p>\n<!-- /wp:paragraph -->\n";
}

$page = get_page_by_path('accueil-banc-essai', OBJECT, 'page');
$fields = [
  'post_title' => 'Accueil',
  'post_name' => 'accueil-banc-essai',
  'post_content' => $content,
  'post_status' => 'publish',
  'post_type' => 'page',
];
$id = $page ? wp_update_post(['ID' => $page->ID] + $fields, true) : wp_insert_post($fields, true);
if (is_wp_error($id)) {
  fwrite(STDERR, $id->get_error_message() . "\n");
  exit(1);
}
update_option('show_on_front', 'page');
update_option('page_on_front', $id);
update_option('blogdescription', 'Formations au coaching et stages');
$words = str_word_count(wp_strip_all_tags($content), 0, 'àâäçéèêëîïôöùûüÿœæÀÂÇÉÈÊÎÔÙÛŒ’-');
echo "Page d’accueil $id : $words mots, trois cartes\n";
