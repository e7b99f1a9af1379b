import type { CookieJar } from '@infrastructure/cookie-locale-memory';

/**
 * A cookie jar as `document` is one, for tests: records each cookie written
 * (`writes`) and sends back what a browser would (each cookie's latest value;
 * one written with Max-Age=0 is gone).
 */
export class RecordingCookieJar implements CookieJar {
  readonly writes: string[] = [];
  private readonly jar = new Map<string, string>();

  constructor(sent = '') {
    for (const pair of sent.split(';')) this.keep(pair);
  }

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  set cookie(written: string) {
    this.writes.push(written);
    const [pair = '', ...attributes] = written.split(';');
    if (attributes.some((attribute) => attribute.trim() === 'Max-Age=0')) this.jar.delete(pair.split('=')[0]!.trim());
    else this.keep(pair);
  }

  private keep(pair: string): void {
    const separator = pair.indexOf('=');
    if (separator > 0) this.jar.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
  }
}

/** A document that refuses cookie access (a sandboxed frame: SecurityError on read and write). */
export const REFUSING_COOKIE_JAR: CookieJar = {
  get cookie(): string {
    throw new Error('SecurityError');
  },
  set cookie(_value: string) {
    throw new Error('SecurityError');
  },
};
