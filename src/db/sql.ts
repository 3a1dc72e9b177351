/**
 * Plain SQL on Payload's own database connection, for the few statements Payload's local API cannot make atomic
 * (a conditional UPDATE … RETURNING, an INSERT … ON CONFLICT DO NOTHING). Inside a Payload transaction (`req` with a
 * transactionID) the statement joins it; otherwise it runs alone on the pool.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

export { sql }

type SQL = ReturnType<typeof sql>
type Executor = { execute: (query: SQL) => Promise<{ rows: unknown[] }> }

/** Runs one statement and returns its rows. */
export async function runSql<Row = Record<string, unknown>>(
  payload: Payload,
  query: SQL,
  req?: Partial<PayloadRequest>,
): Promise<Row[]> {
  const db = payload.db as unknown as PostgresAdapter
  const transactionID = req?.transactionID ? await req.transactionID : undefined
  const target = ((transactionID !== undefined && db.sessions?.[String(transactionID)]?.db) ||
    db.drizzle) as unknown as Executor
  const result = await target.execute(query)
  return result.rows as Row[]
}
