/**
 * What the page shows when its language's messages could not be downloaded
 * at start (a dropped connection, or a deployment that replaced them): the
 * translations are what failed, so the message is written here in both
 * languages, with a button that loads the page again. Plain DOM: nothing of
 * the app is running yet.
 */
export function showBootFailure(root: HTMLElement, reload: () => void): void {
  const box = document.createElement('div');
  box.className = 'boot-failure';
  box.setAttribute('role', 'alert');
  const heading = document.createElement('h1');
  heading.textContent = 'The page could not load. · La page n’a pas pu se charger.';
  const hint = document.createElement('p');
  hint.textContent = 'Check your connection, then try again. · Vérifiez votre connexion, puis réessayez.';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Try again · Réessayer';
  button.addEventListener('click', reload);
  box.append(heading, hint, button);
  root.replaceChildren(box);
  button.focus();
}
