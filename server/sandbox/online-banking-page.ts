import { escapeXml as escapeHtml } from '../media/svg-text';

export type SandboxLanguage = 'en' | 'fr';

const TEXT = {
  en: {
    htmlLang: 'en-CA',
    title: 'Demo Bank online banking (sandbox)',
    bank: 'Demo Bank',
    heading: 'Sign in to online banking',
    intro:
      'This is a sandbox of the bank’s online banking. Sign in with a demo login to open the rewards store through single sign-on.',
    demoLogins: 'Demo logins: elite, marie, business, select, onhold, pending. Password: Rewards#2026.',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in and go to Rewards',
    otherLanguage: 'Français',
    otherLanguageName: 'fr',
    invalid: 'The username or password is incorrect.',
    missing: 'Enter your username and password.',
  },
  fr: {
    htmlLang: 'fr-CA',
    title: 'Services bancaires en ligne de Banque Démo (bac à sable)',
    bank: 'Banque Démo',
    heading: 'Connexion aux services bancaires en ligne',
    intro:
      'Ceci est un bac à sable des services bancaires en ligne de la banque. Connectez-vous avec un compte de démonstration pour ouvrir la boutique de récompenses par authentification unique.',
    demoLogins:
      'Comptes de démonstration : elite, marie, business, select, onhold, pending. Mot de passe : Rewards#2026.',
    username: 'Nom d’utilisateur',
    password: 'Mot de passe',
    submit: 'Se connecter et aller aux Récompenses',
    otherLanguage: 'English',
    otherLanguageName: 'en',
    invalid: 'Le nom d’utilisateur ou le mot de passe est incorrect.',
    missing: 'Entrez votre nom d’utilisateur et votre mot de passe.',
  },
} as const;

export type SandboxError = 'invalid' | 'missing';

/** A small, accessible, bilingual sign-in page standing in for the bank's online banking. */
export function onlineBankingPage(input: { lang: SandboxLanguage; error?: SandboxError; username?: string }): string {
  const t = TEXT[input.lang];
  const errorId = 'sign-in-error';
  const describedBy = input.error ? ` aria-describedby="${errorId}" aria-invalid="true"` : '';
  return `<!doctype html>
<html lang="${t.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>
  :root { color-scheme: light; font-family: Inter, "Helvetica Neue", Arial, sans-serif; }
  body { margin: 0; background: #f3f5f8; color: #1b1f24; }
  header { background: #133c8f; color: #fff; display: flex; justify-content: space-between; align-items: center; padding: 1rem 1.5rem; }
  header p { margin: 0; font-weight: 700; font-size: 1.25rem; }
  header a { color: #fff; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  .note { color: #4d6474; font-size: .95rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 .35rem; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; font-size: 1rem; border: 1px solid #4d6474; border-radius: 4px; }
  input:focus, button:focus, a:focus { outline: 3px solid #f2b705; outline-offset: 2px; }
  button { margin-top: 1.5rem; width: 100%; padding: .75rem; font-size: 1rem; font-weight: 600; color: #fff; background: #133c8f; border: 0; border-radius: 4px; cursor: pointer; }
  .error { color: #8c1d18; background: #fdecea; border-left: 4px solid #b3261e; padding: .75rem; margin: 1rem 0; }
</style>
</head>
<body>
<header>
  <p>${escapeHtml(t.bank)}</p>
  <a href="/sandbox/online-banking?lang=${t.otherLanguageName}" lang="${t.otherLanguageName === 'fr' ? 'fr-CA' : 'en-CA'}">${escapeHtml(t.otherLanguage)}</a>
</header>
<main>
  <h1>${escapeHtml(t.heading)}</h1>
  <p class="note">${escapeHtml(t.intro)}</p>
  <p class="note">${escapeHtml(t.demoLogins)}</p>
  ${input.error ? `<p class="error" id="${errorId}" role="alert">${escapeHtml(t[input.error])}</p>` : ''}
  <form method="post" action="/sandbox/online-banking">
    <input type="hidden" name="lang" value="${input.lang}">
    <label for="username">${escapeHtml(t.username)}</label>
    <input id="username" name="username" autocomplete="username" required maxlength="255" value="${escapeHtml(input.username ?? '')}"${describedBy}>
    <label for="password">${escapeHtml(t.password)}</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="255"${describedBy}>
    <button type="submit">${escapeHtml(t.submit)}</button>
  </form>
</main>
</body>
</html>
`;
}
