import type { ProgramRegistration, RegistrationField } from '@openapi/schemas';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';

export type { ProgramRegistration };

/** The demo programme's registration configuration, in a locale. */
export async function registrationConfig(app: FastifyInstance, locale: 'en-CA' | 'fr-CA' = 'en-CA'): Promise<ProgramRegistration> {
  const response = await app.inject({ url: `/api/v1/member/program/demo/program-registration?locale=${locale}` });
  if (response.statusCode !== 200) throw new Error(`registration configuration: ${response.statusCode} ${response.body}`);
  return response.json<{ data: ProgramRegistration }>().data;
}

/** Field values by field name, as the API takes them ({id, value}). */
export function valuesOf(fields: readonly RegistrationField[], byName: Record<string, string>): { id: number; value: string }[] {
  return Object.entries(byName).map(([name, value]) => {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) throw new Error(`no configured field named ${name}`);
    return { id: field.id, value };
  });
}

/** Nadia Haddad's verification answers (a cardholder without online access, README). */
export const NADIA = { card_number: '4512 3456 7800 7001', postal_code: 'M4C 1B5', date_of_birth: '1988-06-14' };
/** Étienne Bouchard's (prefers French). */
export const ETIENNE = { card_number: '4512345678007002', postal_code: 'h2j3k1', date_of_birth: '1979-11-02' };
/** Grace Liu's. */
export const GRACE = { card_number: '4512 3456 7800 7003', postal_code: 'V5K 0A1', date_of_birth: '1992-01-25' };

export interface QueuedEmail {
  kind: string;
  locale: string;
  to: string;
  subject: string;
  text: string;
}

/** The emails queued for `to` (newest first), as the outbox holds them. */
export async function emailsTo(pool: Pool, to: string, kind?: string): Promise<QueuedEmail[]> {
  const { rows } = await pool.query<QueuedEmail>(
    `SELECT kind, locale, to_address AS "to", subject, text_body AS text FROM email_outbox
      WHERE to_address = $1 AND ($2::text IS NULL OR kind = $2) ORDER BY id DESC`,
    [to, kind ?? null],
  );
  return rows;
}

/** The token of the first link to `path` in an email's text. */
export function tokenIn(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}
