/** One email as the sandbox mailbox lists it. */
export interface MailboxEntry {
  readonly id: number;
  readonly to: string;
  readonly subject: string;
}

const ROW = /<tr>\s*<td>[^<]*<\/td>\s*<td>([^<]*)<\/td>\s*<td><a href="\/sandbox\/mailbox\/(\d+)[^"]*">([^<]*)<\/a><\/td>/g;

/** The emails of the sandbox mailbox (/sandbox/mailbox), newest first. */
export async function mailboxEntries(baseUrl: string): Promise<MailboxEntry[]> {
  const page = await (await fetch(`${baseUrl}/sandbox/mailbox`)).text();
  return [...page.matchAll(ROW)].map((match) => ({ id: Number(match[2]), to: unescape(match[1]!), subject: unescape(match[3]!) }));
}

function unescape(html: string): string {
  return html
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/**
 * Waits until the mailbox holds at least `count` emails to `to` whose
 * subject matches, and answers the newest one's text (the dispatcher
 * delivers right after the request, or within its 5 s sweep). Null when
 * none came within `timeoutMs`.
 */
export async function waitForMail(
  baseUrl: string,
  input: { to: string; subject: RegExp; count?: number; timeoutMs?: number },
): Promise<string | null> {
  const deadline = Date.now() + (input.timeoutMs ?? 8_000);
  for (;;) {
    const matching = (await mailboxEntries(baseUrl)).filter((entry) => entry.to === input.to && input.subject.test(entry.subject));
    if (matching.length >= (input.count ?? 1)) {
      const page = await (await fetch(`${baseUrl}/sandbox/mailbox/${matching[0]!.id}`)).text();
      return unescape(page);
    }
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The emails to `to` whose subject matches, now. */
export async function mailCount(baseUrl: string, to: string, subject: RegExp): Promise<number> {
  return (await mailboxEntries(baseUrl)).filter((entry) => entry.to === to && subject.test(entry.subject)).length;
}

/** The token of the first link to `path` in an email. */
export function linkToken(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in the email`);
  return match[1];
}
