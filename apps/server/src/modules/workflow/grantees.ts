/**
 * Who an application would give something to, as its business tells the workflow (the users an authorisation
 * application grants a role to). Separation of duty: nobody decides on an application that grants something to
 * themselves, as nobody decides on their own (the shared reducer refuses both, given the grantees); their to-do list
 * leaves such a task out. A business without grantees registers nothing.
 */
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { workflowInstances, workflowTasks } from '../../db/schema/workflow.ts';

export interface GranteeSource {
  /** The users the business record grants something to (read inside the caller's transaction when given one). */
  of: (db: DbOrTx, bizCode: string) => Promise<string[]>;
  /** The business codes of the records that grant something to `userId`: a subquery on the business's own table. */
  codesGrantingTo: (userId: string) => SQLWrapper;
}

const sources = new Map<string, GranteeSource>();

/** The business's grantees (one source per business type; a later one replaces). */
export function registerGrantees(bizType: string, source: GranteeSource): void {
  sources.set(bizType, source);
}

/** The grantees of an instance ([] for a business without any). */
export async function granteesOf(db: DbOrTx, row: { bizType: string; bizCode: string }): Promise<string[]> {
  const source = sources.get(row.bizType);
  return source ? source.of(db, row.bizCode) : [];
}

/**
 * The condition on a workflow task that its instance grants something to `userId` (null when no business has
 * grantees): the to-do list leaves these out.
 */
export function grantsTo(userId: string): SQL | null {
  const each = [...sources].map(([bizType, source]) =>
    and(eq(workflowInstances.bizType, bizType), inArray(workflowInstances.bizCode, source.codesGrantingTo(userId))),
  );
  if (each.length === 0) return null;
  return sql`exists (select 1 from ${workflowInstances} where ${workflowInstances.processInstId} = ${workflowTasks.processInstId} and (${sql.join(each, sql` or `)}))`;
}
