/**
 * The public reads (SPEC §7): GET /public/captcha, /public/statistics, /public/country/statistics,
 * /public/dataSource/statistics?dataSource=, /public/overseas/packages. Served from the cached reads of src/data
 * (expired by the collection hooks), so a read costs no database query until something changes.
 */
import { successAnswer } from '../../../domain/errors'
import { isDatasetCode } from '../../../domain/datasets'
import { renderImageCode } from '../captcha/image'
import { captchaCookieHeader, issueCaptchaCookie } from '../captcha/token'
import { localeOfRequest } from '../../../domain/locale'
import { answer, badRequest } from '../../../http/answer'
import { clientAddress } from '../../../server/client-address'
import { dbStep, endpoint } from '../../../http/frame'
import { spend } from '../../../http/limits'

/** Answers shared caches may keep for a minute (the data cache behind them is revalidated on change). */
const PUBLIC_CACHE = { 'cache-control': 'public, max-age=60, stale-while-revalidate=300' }

function refuseUnknownQuery(request: Request, allowed: readonly string[]): void {
  const locale = localeOfRequest(request)
  for (const key of new URL(request.url).searchParams.keys()) {
    if (!allowed.includes(key)) throw badRequest(locale, 'invalidQuery', { name: key })
  }
}

export const captcha = endpoint({}, async ({ request, locale }) => {
  const outcome = await spend('captchasPerIp', clientAddress(request))
  if (!outcome.allowed)
    throw badRequest(locale, 'tooManyRequests', {}, { 'retry-after': String(outcome.retryAfterSeconds) })
  const image = await renderImageCode()
  return new Response(new Uint8Array(image.png), {
    status: 200,
    headers: {
      'content-type': 'image/png',
      'cache-control': 'no-store',
      'set-cookie': captchaCookieHeader(issueCaptchaCookie(image.text)),
    },
  })
})

export const statistics = endpoint({}, async ({ request, locale }) => {
  refuseUnknownQuery(request, ['lang'])
  const { getPlatformStatistics } = await import('../../../data/statistics')
  const data = await dbStep(getPlatformStatistics(locale), 'reading statistics')
  return answer(successAnswer(data), PUBLIC_CACHE)
})

export const countryStatistics = endpoint({}, async ({ request, locale }) => {
  refuseUnknownQuery(request, ['lang'])
  const { getCountryStatistics } = await import('../../../data/statistics')
  const rows = getCountryStatistics(locale)
  return answer(successAnswer({ total: rows.length, rows }), PUBLIC_CACHE)
})

export const dataSourceStatistics = endpoint({}, async ({ request, locale }) => {
  refuseUnknownQuery(request, ['dataSource', 'lang'])
  const code = (new URL(request.url).searchParams.get('dataSource') ?? '').trim().toUpperCase()
  if (!isDatasetCode(code)) throw badRequest(locale, 'unknownDataSource', { name: code.slice(0, 40) })
  const { getDataSourceStatistics } = await import('../../../data/statistics')
  const data = await dbStep(getDataSourceStatistics(code, locale), 'reading a data source')
  if (!data) throw badRequest(locale, 'unknownDataSource', { name: code })
  return answer(successAnswer(data), PUBLIC_CACHE)
})

export const overseasPackages = endpoint({}, async ({ request, locale }) => {
  refuseUnknownQuery(request, ['lang'])
  const { getOverseasPackages } = await import('../../../data/statistics')
  const rows = await dbStep(getOverseasPackages(locale), 'reading packages')
  return answer(successAnswer({ total: rows.length, rows }), PUBLIC_CACHE)
})
