import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { screened } from '@/edge/payload-api'

// The request edge (64 KB, a JSON object with a query, no NUL byte, cross-site state changes) before GraphQL.
export const POST = screened(GRAPHQL_POST(config), { graphql: true })
export const OPTIONS = REST_OPTIONS(config)
