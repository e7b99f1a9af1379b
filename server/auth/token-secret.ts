import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';

const SETTING_KEY = 'token_secret';

/**
 * The signing key when TOKEN_SECRET is not configured. It is generated once
 * and stored in the database, so tokens survive restarts and every API node
 * behind a load balancer verifies the others' tokens. The insert is
 * race-free: when two nodes start together, both read the winner's value.
 */
export async function resolveTokenSecret(pool: Pool, configured: string | null): Promise<string> {
  if (configured) return configured;
  await pool.query(
    'INSERT INTO server_setting (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING',
    [SETTING_KEY, randomBytes(48).toString('base64url')],
  );
  const { rows } = await pool.query<{ value: string }>('SELECT value FROM server_setting WHERE key = $1', [SETTING_KEY]);
  const secret = rows[0]?.value;
  if (!secret) throw new Error('The token secret could not be stored in server_setting');
  return secret;
}
