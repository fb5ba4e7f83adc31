import { site } from '../../content/site'
import type { Mail } from './mail'

const signature = `L’équipe de l’${site.school.name}`

/** The link of a confirmation mail: the site's page that asks for the confirmation click. */
export function confirmationLink(publicUrl: string, email: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/client-account/confirm-account/${encodeURIComponent(email)}/${token}`
}

/** The link of a login mail: the site's page that asks for the click that logs in. */
export function loginLink(publicUrl: string, email: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/client-account/login-link/${encodeURIComponent(email)}/${token}`
}

/**
 * The mail of `client/login_link`: the link for an account with a password; for any other address, the same
 * subject and what to do instead (the answer and the number of mails do not tell whether the account exists).
 */
export function loginLinkMail(email: string, link: string | null): Mail {
  const notYou = 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.'
  return {
    to: email,
    subject: 'Votre lien de connexion à votre compte client',
    text: (link
      ? [
          'Bonjour,',
          `Une connexion à votre compte client de l’${site.school.name} a été demandée avec cette adresse.`,
          `Pour vous connecter sans mot de passe, ouvrez ce lien (valable 15\u00a0minutes, une seule fois)\u00a0:\n${link}`,
          `${notYou} Personne ne peut se connecter sans ce lien\u00a0; votre mot de passe actuel reste valable.`,
        ]
      : [
          'Bonjour,',
          `Un lien de connexion à un compte client de l’${site.school.name} a été demandé avec cette adresse, mais aucun compte client n’y est ouvert.`,
          'Pour en créer un, rendez-vous dans l’espace client du site et choisissez «\u00a0Créer un compte\u00a0».',
          notYou,
        ]
    )
      .concat(signature)
      .join('\n\n'),
  }
}

/**
 * The mail of `client/create_account`. An address that already has an account gets a link too (the way back
 * after a forgotten password), worded for it; only the owner of the address reads the difference.
 */
export function accountLinkMail(email: string, link: string, hasPassword: boolean): Mail {
  if (hasPassword) {
    return {
      to: email,
      subject: 'Votre lien d’accès à votre compte client',
      text: [
        'Bonjour,',
        `Une demande d’accès à votre compte client de l’${site.school.name} a été faite avec cette adresse.`,
        `Si vous avez oublié votre mot de passe, ce lien (valable 24\u00a0heures) vous permet d’en choisir un nouveau\u00a0:\n${link}`,
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message\u00a0: votre mot de passe actuel reste valable.',
        signature,
      ].join('\n\n'),
    }
  }
  return {
    to: email,
    subject: 'Confirmez votre compte client',
    text: [
      'Bonjour,',
      `Vous avez demandé la création d’un compte client sur le site de l’${site.school.name}.`,
      `Pour confirmer votre adresse puis choisir votre mot de passe, ouvrez ce lien (valable 24\u00a0heures)\u00a0:\n${link}`,
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message\u00a0: aucun compte ne sera ouvert.',
      signature,
    ].join('\n\n'),
  }
}
