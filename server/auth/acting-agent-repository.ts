import type { Queryable } from '../database/queryable';
import type { ActingAgent } from './acting-agent';

/**
 * Declares the acting agent for the rest of the current transaction: the
 * database stamps every ledger entry, order, order status, card redemption,
 * profile change, address change and authorized redeemer the transaction
 * adds with it (triggers of migration 0014). Call it first in the transaction.
 */
export async function declareActingAgent(db: Queryable, agent: ActingAgent): Promise<void> {
  const columns = { acting_member_id: agent.memberId, admin_id: agent.adminId, login_as_session_id: agent.loginAsSessionId };
  await db.query({
    name: 'declare-acting-agent',
    text: "SELECT set_config('rewards.acting_agent', $1, true)",
    values: [JSON.stringify(columns)],
  });
}
