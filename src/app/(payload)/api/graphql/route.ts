import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { withStaffGraphQLCookies } from '@/features/accounts/staff-session'
import { answerWithoutSuggestions } from '@/http/graphql-limits'
import { screened } from '@/http/payload-api'

const graphql = GRAPHQL_POST(config)

// The request edge (64 KB, a JSON object with a query, no NUL byte, cross-site state changes) before GraphQL; the
// staff's log-in mutations set the staff cookie (src/features/accounts/staff-session.ts); error messages name no field
// the visitor did not write ("Did you mean …", graphql-limits.ts).
export const POST = screened(
  async (request: Request) => answerWithoutSuggestions(await withStaffGraphQLCookies(await graphql(request))),
  { graphql: true },
)
export const OPTIONS = REST_OPTIONS(config)
