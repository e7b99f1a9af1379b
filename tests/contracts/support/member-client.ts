import { HttpAccountGateway } from '@infrastructure/http-account-gateway';
import { HttpAuthGateway } from '@infrastructure/http-auth-gateway';
import type { ProgrammeApiClient } from '@infrastructure/openapi-client';
import { CookieJar, cookieJarClient } from './cookie-jar';

/** The demo members' password (server/database/seed). */
export const DEMO_PASSWORD = 'Rewards#2026';

/**
 * A programme API client signed in as a demo member of the real server, and
 * the ids of that member's usable cards, as the storefront would hold them.
 */
export async function signedInClient(baseUrl: string, member: string): Promise<{ client: ProgrammeApiClient; accountIds: number[] }> {
  const client = cookieJarClient(`${baseUrl}/api/v1`, new CookieJar());
  const signedIn = await new HttpAuthGateway(client, 'demo').login({ username: member, password: DEMO_PASSWORD });
  if (!signedIn.ok) throw new Error(`sign-in of ${member} failed: ${signedIn.detail}`);
  const accounts = await new HttpAccountGateway(client).loadAccounts();
  if (!accounts.ok) throw new Error(`the accounts of ${member} failed: ${accounts.detail}`);
  return { client, accountIds: accounts.accounts.filter((account) => account.statusCode === 'ACTIVE').map((account) => account.id) };
}
