/**
 * Indexes Payload's generated schema lacks, added to the Drizzle schema (so `migrate:create` writes them and a later
 * diff keeps them); measured on a site of 10,000 news:
 * - `{collection}_locales(_parent_id)`: every read of a localized document gathers its locale rows with
 *   `where _parent_id = ?`, but the only index there is the unique (_locale, _parent_id), which cannot serve it: each
 *   document cost a walk of the whole index (24 news of a list page: 30 ms; with this index 0.5 ms).
 * - `{collection}_sites(value, parent_id)`: the sites show only their own documents (`sites in [site]`), which
 *   Payload joins through this table; the pair lets PostgreSQL answer from the index alone.
 * - `{collection}_locales(_status, _locale, _parent_id)`: a guest reads published documents only, a join on the
 *   locale rows' status; with the id in the index that join no longer reads the locale rows (bodies and all).
 */
import { index } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

export const addContentIndexes: SchemaHook = ({ schema, extendTable }) => {
  for (const [name, table] of Object.entries(schema.tables)) {
    const columns = table as unknown as Record<string, unknown>
    if (name.endsWith('_locales') && columns._parentID) {
      const published = columns._status && !name.startsWith('_')
      extendTable({
        table,
        extraConfig: (t) => ({
          parentIdx: index(`${name}_parent_idx`).on(t._parentID as never),
          ...(published
            ? {
                statusParentIdx: index(`${name}_status_parent_idx`).on(
                  t._status as never,
                  t._locale as never,
                  t._parentID as never,
                ),
              }
            : {}),
        }),
      })
    } else if (name.endsWith('_sites') && columns.value && columns.parent) {
      extendTable({
        table,
        extraConfig: (t) => ({
          valueParentIdx: index(`${name}_value_parent_idx`).on(t.value as never, t.parent as never),
        }),
      })
    }
  }
  return schema
}
