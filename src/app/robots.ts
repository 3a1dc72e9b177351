import type { MetadataRoute } from 'next'

import { serverUrl } from '@/settings'

// Read at request time: the public origin is a run-time setting, not the build's.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/next'] }],
    sitemap: `${serverUrl()}/sitemap.xml`,
  }
}
