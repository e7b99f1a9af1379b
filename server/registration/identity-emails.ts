import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { escapeXml as escapeHtml } from '../media/svg-text';

const NBSP = '\u00a0';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const SIGNATURE: Record<Locale, string> = { 'en-CA': 'Demo Bank Rewards', 'fr-CA': 'Récompenses Banque Démo' };

/** A short email: greeting, paragraphs, an optional link with its label, the signature; text and HTML alike. */
function render(
  locale: Locale,
  input: { subject: string; hello: string; paragraphs: string[]; link?: { label: string; url: string }; after?: string[] },
): RenderedEmail {
  const after = input.after ?? [];
  const text = [
    input.hello,
    '',
    ...input.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(input.link ? [`${input.link.label}${locale === 'fr-CA' ? `${NBSP}:` : ':'}`, input.link.url, ''] : []),
    ...after.flatMap((paragraph) => [paragraph, '']),
    SIGNATURE[locale],
  ].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body>
<p>${escapeHtml(input.hello)}</p>
${input.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${input.link ? `<p><a href="${escapeHtml(input.link.url)}">${escapeHtml(input.link.label)}</a></p>` : ''}
${after.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p>${escapeHtml(SIGNATURE[locale])}</p>
</body></html>`;
  return { subject: input.subject, text, html };
}

const hello = (locale: Locale, firstName: string) => (locale === 'fr-CA' ? `Bonjour ${firstName},` : `Hello ${firstName},`);

/** The link that confirms a registered member's email (24 hours, one use). */
export function renderEmailVerification(input: { locale: Locale; firstName: string; link: string }): RenderedEmail {
  return input.locale === 'fr-CA'
    ? render('fr-CA', {
        subject: 'Confirmez votre adresse courriel',
        hello: hello('fr-CA', input.firstName),
        paragraphs: [
          'Merci de vous être inscrit à Récompenses Banque Démo. Confirmez votre adresse courriel pour pouvoir vous connecter.',
          'Ce lien est valide pendant 24 heures et ne peut servir qu’une fois.',
        ],
        link: { label: 'Confirmer mon adresse courriel', url: input.link },
        after: ['Si vous ne vous êtes pas inscrit, ignorez ce courriel.'],
      })
    : render('en-CA', {
        subject: 'Confirm your email address',
        hello: hello('en-CA', input.firstName),
        paragraphs: [
          'Thank you for registering for Demo Bank Rewards. Confirm your email address to be able to sign in.',
          'This link works for 24 hours and only once.',
        ],
        link: { label: 'Confirm my email address', url: input.link },
        after: ['If you did not register, you can ignore this email.'],
      });
}

/** The link that lets a business customer choose a new password (30 minutes, one use). */
export function renderPasswordReset(input: { locale: Locale; firstName: string; link: string; minutes: number }): RenderedEmail {
  return input.locale === 'fr-CA'
    ? render('fr-CA', {
        subject: 'Réinitialisez votre mot de passe',
        hello: hello('fr-CA', input.firstName),
        paragraphs: [
          'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Récompenses Banque Démo.',
          `Ce lien est valide pendant ${input.minutes}${NBSP}minutes et ne peut servir qu’une fois. Vous devrez aussi répondre à des questions de sécurité.`,
        ],
        link: { label: 'Choisir un nouveau mot de passe', url: input.link },
        after: [`Si vous n’avez rien demandé, ignorez ce courriel${NBSP}: votre mot de passe ne change pas.`],
      })
    : render('en-CA', {
        subject: 'Reset your password',
        hello: hello('en-CA', input.firstName),
        paragraphs: [
          'We received a request to reset the password of your Demo Bank Rewards account.',
          `This link works for ${input.minutes} minutes and only once. You will also answer security questions.`,
        ],
        link: { label: 'Choose a new password', url: input.link },
        after: ['If you did not ask for this, ignore this email: your password does not change.'],
      });
}

/** To a personal customer who asked for a reset link: their password is managed in online banking (spec §6). */
export function renderPasswordResetUnavailable(input: { locale: Locale; firstName: string; onlineBankingUrl: string }): RenderedEmail {
  return input.locale === 'fr-CA'
    ? render('fr-CA', {
        subject: 'Votre mot de passe se gère dans les services bancaires en ligne',
        hello: hello('fr-CA', input.firstName),
        paragraphs: [
          'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Récompenses Banque Démo.',
          'Les titulaires d’une carte personnelle changent leur mot de passe dans les services bancaires en ligne de la banque, puis accèdent à la boutique de récompenses à partir de là.',
        ],
        link: { label: 'Services bancaires en ligne', url: input.onlineBankingUrl },
        after: ['Si vous n’avez rien demandé, ignorez ce courriel.'],
      })
    : render('en-CA', {
        subject: 'Your password is managed in online banking',
        hello: hello('en-CA', input.firstName),
        paragraphs: [
          'We received a request to reset the password of your Demo Bank Rewards account.',
          'Personal cardholders change their password in the bank’s online banking, and open the rewards store from there.',
        ],
        link: { label: 'Online banking', url: input.onlineBankingUrl },
        after: ['If you did not ask for this, you can ignore this email.'],
      });
}

/** Tells the member their password was changed, in case it was not them. */
export function renderPasswordChanged(input: { locale: Locale; firstName: string }): RenderedEmail {
  return input.locale === 'fr-CA'
    ? render('fr-CA', {
        subject: 'Votre mot de passe a été changé',
        hello: hello('fr-CA', input.firstName),
        paragraphs: [
          'Le mot de passe de votre compte Récompenses Banque Démo vient d’être changé.',
          'Si ce n’était pas vous, composez sans tarder le numéro inscrit au verso de votre carte.',
        ],
      })
    : render('en-CA', {
        subject: 'Your password was changed',
        hello: hello('en-CA', input.firstName),
        paragraphs: [
          'The password of your Demo Bank Rewards account was just changed.',
          'If this was not you, call the number on the back of your card right away.',
        ],
      });
}

/** Sent to a new email address: the change takes effect once this link is followed (24 hours, one use). */
export function renderEmailChangeVerification(input: { locale: Locale; firstName: string; link: string }): RenderedEmail {
  return input.locale === 'fr-CA'
    ? render('fr-CA', {
        subject: 'Confirmez votre nouvelle adresse courriel',
        hello: hello('fr-CA', input.firstName),
        paragraphs: [
          'Vous avez demandé que Récompenses Banque Démo vous écrive désormais à cette adresse. Elle remplacera l’ancienne dès que vous aurez suivi ce lien.',
          'Ce lien est valide pendant 24 heures et ne peut servir qu’une fois.',
        ],
        link: { label: 'Confirmer ma nouvelle adresse courriel', url: input.link },
        after: [`Si vous n’avez rien demandé, ignorez ce courriel${NBSP}: votre adresse ne change pas.`],
      })
    : render('en-CA', {
        subject: 'Confirm your new email address',
        hello: hello('en-CA', input.firstName),
        paragraphs: [
          'You asked Demo Bank Rewards to write to you at this address from now on. It replaces your old address once you follow this link.',
          'This link works for 24 hours and only once.',
        ],
        link: { label: 'Confirm my new email address', url: input.link },
        after: ['If you did not ask for this, ignore this email: your address does not change.'],
      });
}

/** Sent to the address on file when a change to another one is asked for, in case it was not the member. */
export function renderEmailChangeNotice(input: { locale: Locale; firstName: string; newEmail: string }): RenderedEmail {
  return input.locale === 'fr-CA'
    ? render('fr-CA', {
        subject: 'Changement de votre adresse courriel demandé',
        hello: hello('fr-CA', input.firstName),
        paragraphs: [
          `Une demande a été faite pour que Récompenses Banque Démo vous écrive désormais à ${input.newEmail}. Le changement prendra effet une fois confirmé à partir de cette nouvelle adresse.`,
          `Si ce n’est pas vous, composez le numéro au dos de votre carte${NBSP}: l’adresse actuelle reste en vigueur d’ici là.`,
        ],
      })
    : render('en-CA', {
        subject: 'A change of your email address was requested',
        hello: hello('en-CA', input.firstName),
        paragraphs: [
          `Someone asked Demo Bank Rewards to write to you at ${input.newEmail} from now on. The change takes effect once it is confirmed from that new address.`,
          'If this was not you, call the number on the back of your card: this address stays in use until then.',
        ],
      });
}
