import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { screened } from '@/http/payload-api'

// The request edge (size limit, NUL bytes, page/limit, cross-site state changes) before Payload's REST API.
export const GET = screened(REST_GET(config))
export const POST = screened(REST_POST(config))
export const DELETE = screened(REST_DELETE(config))
export const PATCH = screened(REST_PATCH(config))
export const PUT = screened(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
