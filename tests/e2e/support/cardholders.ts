import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { e2eDatabase } from './e2e-server';

/**
 * Journeys that spend points, fill a cart or place orders sign in a
 * cardholder of their own, made for the journey as a copy of a demo
 * cardholder (same name, password, language, cards, balances, card
 * purchases, addresses and security answers, under a new sign-in name and
 * new card references). So no journey changes what another one reads: the
 * demo cardholders' balances and orders stay as demo-data.md describes them,
 * journeys need no `serial` mode, and the redemptions need not wait for the
 * other journeys.
 *
 * The copy is made in the journeys' own database (the embedded PostgreSQL of
 * the server under test, reached on its port with the cluster's password),
 * as the bank's systems would enrol a cardholder: rows, not API calls, as
 * the programme API has no operation that creates members.
 */

/** Tables whose rows belong to a member, copied with the new member's id. */
const MEMBER_TABLES = ['member_address', 'member_identity_fact', 'member_pending_action'] as const;

/**
 * Tables whose rows belong to a card, copied with the new card's id (and the
 * new member's where the row names the member copied): the ledger, the card
 * purchases, and the purchases already paid back with points (found again by
 * their references).
 */
const CARD_TABLES: readonly { table: string; replaced: Readonly<Record<string, string>> }[] = [
  { table: 'point_ledger_entry', replaced: {} },
  { table: 'card_transaction', replaced: {} },
  {
    table: 'card_transaction_redemption',
    replaced: {
      member_id: 'CASE WHEN t.member_id = :original THEN :member ELSE t.member_id END',
      card_transaction_id: `(SELECT copy.id FROM card_transaction copy JOIN card_transaction o ON copy.reference_identifier = o.reference_identifier || '-' || :suffix
                              WHERE o.id = t.card_transaction_id)`,
    },
  },
];

let pool: pg.Pool | null = null;

function database(): pg.Pool {
  if (pool === null) {
    const { port, passwordFile, name } = e2eDatabase();
    const password = readFileSync(passwordFile, 'utf8').trim();
    pool = new pg.Pool({ host: '127.0.0.1', port, user: 'postgres', password, database: name, max: 2 });
  }
  return pool;
}

/** The columns an INSERT … SELECT copies: all but the generated id. */
async function copiedColumns(client: pg.PoolClient, table: string): Promise<string[]> {
  const { rows } = await client.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = $1 AND is_identity = 'NO' AND is_generated = 'NEVER'
        AND coalesce(column_default, '') NOT LIKE 'nextval(%'
      ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((row) => row.column_name);
}

/** Named values of a copy (`:suffix`, `:member`, …), numbered as PostgreSQL wants them, only those the statement uses. */
function numbered(sql: string, values: Readonly<Record<string, unknown>>): { text: string; parameters: unknown[] } {
  const parameters: unknown[] = [];
  const positions = new Map<string, number>();
  const text = sql.replace(/:(\w+)\b/g, (placeholder, name: string) => {
    if (!(name in values)) return placeholder;
    if (!positions.has(name)) positions.set(name, parameters.push(values[name]));
    return `$${positions.get(name)}`;
  });
  return { text, parameters };
}

/**
 * Copies `table`'s rows matching `where`, replacing the columns named in
 * `replaced` by SQL expressions; references the bank made unique get the
 * copy's `:suffix`, as the cards' do.
 */
async function copyRows(
  client: pg.PoolClient,
  table: string,
  where: string,
  replaced: Readonly<Record<string, string>>,
  values: Readonly<Record<string, unknown>>,
): Promise<void> {
  const columns = await copiedColumns(client, table);
  const selected = columns.map((column) => replaced[column] ?? (column === 'reference_identifier' ? `t.${column} || '-' || :suffix` : `t.${column}`));
  // In the order they were written (ledger rows are never updated or deleted, so their places keep that order):
  // a ledger copied out of order could dip below zero on the way.
  const { text, parameters } = numbered(
    `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${selected.join(', ')} FROM ${table} t WHERE ${where} ORDER BY t.ctid`,
    values,
  );
  await client.query(text, parameters);
}

/**
 * A new cardholder like the demo login `login`; answers the new sign-in name
 * (the demo password signs it in).
 */
export async function cardholderLike(login: string): Promise<string> {
  // Upper case: card purchases' references allow only A-Z, 0-9 and '-'.
  const suffix = randomUUID().slice(0, 8).toUpperCase();
  const copy = `${login}.${suffix}`;
  const client = await database().connect();
  try {
    await client.query('BEGIN');
    const memberColumns = await copiedColumns(client, 'member');
    const { rows: members } = await client.query<{ id: string; original: string }>(
      `INSERT INTO member (${memberColumns.join(', ')})
       SELECT ${memberColumns.map((column) => (column === 'user_account' ? '$2' : column)).join(', ')}
         FROM member WHERE lower(user_account) = lower($1)
       RETURNING id, (SELECT id FROM member WHERE lower(user_account) = lower($1)) AS original`,
      [login, copy],
    );
    const member = members[0];
    if (member === undefined) throw new Error(`No demo cardholder ${login} to copy`);
    for (const table of MEMBER_TABLES) {
      await copyRows(client, table, 't.member_id = :original', { member_id: ':member' }, { original: member.original, member: member.id, suffix });
    }

    const { rows: cards } = await client.query<{ account_id: string; is_primary: boolean; added_at: Date }>(
      'SELECT account_id, is_primary, added_at FROM account_member WHERE member_id = $1 ORDER BY account_id',
      [member.original],
    );
    const accountColumns = await copiedColumns(client, 'account');
    for (const card of cards) {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO account (${accountColumns.join(', ')})
         SELECT ${accountColumns.map((column) => (column === 'reference_identifier' ? "reference_identifier || '-' || $2" : column)).join(', ')}
           FROM account WHERE id = $1 RETURNING id`,
        [card.account_id, suffix],
      );
      const account = rows[0]!.id;
      await client.query('INSERT INTO account_member (account_id, member_id, is_primary, added_at) VALUES ($1, $2, $3, $4)', [
        account,
        member.id,
        card.is_primary,
        card.added_at,
      ]);
      for (const { table, replaced } of CARD_TABLES) {
        const values = { card: card.account_id, account, original: member.original, member: member.id, suffix };
        await copyRows(client, table, 't.account_id = :card', { ...replaced, account_id: ':account' }, values);
      }
    }
    await client.query('COMMIT');
    return copy;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** A card purchase a journey gives its own cardholder, posted `postedHoursAgo` before now. */
export interface JourneyPurchase {
  readonly reference: string;
  readonly description: string;
  readonly amountCents: number;
  readonly postedHoursAgo: number;
}

/**
 * Gives the cardholder `copy` (from {@link cardholderLike}) purchases on its
 * copy of the demo card `cardReference` (such as 'ACC-1001'), posted when the
 * journey needs them: Pay with Rewards reads how long ago each was posted.
 */
export async function addPurchases(copy: string, cardReference: string, purchases: readonly JourneyPurchase[]): Promise<void> {
  const suffix = copy.slice(copy.lastIndexOf('.') + 1);
  for (const purchase of purchases) {
    await database().query(
      `INSERT INTO card_transaction (account_id, reference_identifier, kind, description_en, description_fr, amount_cents, transaction_at, posted_at)
       SELECT id, $2, 'purchase', $3, $3, $4, now() - make_interval(hours => $5 + 24), now() - make_interval(hours => $5)
         FROM account WHERE reference_identifier = $1`,
      [`${cardReference}-${suffix}`, `${purchase.reference}-${suffix}`, purchase.description, purchase.amountCents, purchase.postedHoursAgo],
    );
  }
}
