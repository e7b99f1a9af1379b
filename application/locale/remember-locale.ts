import { skip, type Subscription } from 'rxjs';
import type { LocaleMemory } from '../ports/locale-memory';
import type { LocaleStore } from './locale-store';

/**
 * Remembers the language the visitor chooses (spec §9 locale cookie), so a
 * returning visitor lands in it: every change of the page's language after
 * the first page, which is how a language is chosen here (the language
 * switch, the account's language preference, the profile's preferred
 * language on sign-in). The first page's language is the link's, not a
 * choice, and leaves what was remembered alone.
 *
 * `execute` starts listening and returns the subscription that stops it.
 */
export class RememberLocale {
  constructor(
    private readonly locales: LocaleStore,
    private readonly memory: LocaleMemory,
  ) {}

  execute(): Subscription {
    return this.locales.locale$.pipe(skip(1)).subscribe((locale) => this.memory.remember(locale));
  }
}
