/**
 * /sitemap.xml: the sitemap index; /sitemap.xml?part=n: its n-th part, at most SITEMAP_CHUNK URLs
 * (src/data/seo/sitemap.ts). One path for both, so the proxy's matcher needs no new exception.
 */
import { XML_HEADERS, sitemapIndex, sitemapPart } from '@/data/seo/sitemap'

export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  const part = new URL(request.url).searchParams.get('part')
  if (part === null) return new Response(await sitemapIndex(), { headers: XML_HEADERS })
  const xml = /^\d{1,4}$/.test(part) ? await sitemapPart(Number(part)) : null
  if (xml === null) return new Response('Not found', { status: 404 })
  return new Response(xml, { headers: XML_HEADERS })
}
