/**
 * /sitemap.xml: the sitemap index; /sitemap.xml?part=n: its n-th part, at most SITEMAP_CHUNK URLs
 * (src/seo/sitemap.ts). One path for both, so the proxy's matcher needs no new exception.
 */
import { SITEMAP_CHUNK, XML_HEADERS, sitemapEntries, sitemapIndexXml, urlsetXml } from '@/seo/sitemap'

export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  const part = new URL(request.url).searchParams.get('part')
  const entries = await sitemapEntries()
  if (part === null) return new Response(sitemapIndexXml(Math.ceil(entries.length / SITEMAP_CHUNK)), { headers: XML_HEADERS })
  const n = /^\d{1,4}$/.test(part) ? Number(part) : -1
  if (n < 0 || (n > 0 && n * SITEMAP_CHUNK >= entries.length)) return new Response('Not found', { status: 404 })
  return new Response(urlsetXml(entries.slice(n * SITEMAP_CHUNK, (n + 1) * SITEMAP_CHUNK)), { headers: XML_HEADERS })
}
