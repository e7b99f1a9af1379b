import type { Queryable } from '../database/queryable';

/** Whether the programme offers `action` (its row in programme_custom_action, migration 0025). */
export async function programmeHasCustomAction(db: Queryable, programmeId: number, action: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM programme_custom_action WHERE programme_id = $1 AND action = $2', [programmeId, action]);
  return rowCount === 1;
}
