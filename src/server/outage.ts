/**
 * A site page Next could not render (during a database outage an uncached page answered Next's
 * 500): the visitor gets a 503 screen of its own, in the site's language, with `Retry-After`, and no cache keeps it.
 * Pages already cached keep being served by the guest page cache and the shared cache meanwhile.
 * Only GET/HEAD of the three sites' pages are concerned; the APIs keep their own §8 answers (60007).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { SECURITY_HEADERS } from './answer-headers'
import { replaceAnswer } from './replace-answer'

const SITE_PAGE = /^\/(cn|en|ru)(?:[/?]|$)/
export const RETRY_AFTER_SECONDS = 30

const WORDS = {
  cn: {
    lang: 'zh-CN',
    title: '服务暂时不可用',
    text: '网站正在恢复中，请稍后刷新页面。',
    retry: '重新加载',
    home: '/cn',
  },
  en: {
    lang: 'en',
    title: 'Temporarily unavailable',
    text: 'The site is recovering. Please reload the page in a moment.',
    retry: 'Reload',
    home: '/en',
  },
  ru: {
    lang: 'ru',
    title: 'Сайт временно недоступен',
    text: 'Сайт восстанавливается. Пожалуйста, обновите страницу через минуту.',
    retry: 'Обновить',
    home: '/ru',
  },
} as const

export function outageScreen(site: keyof typeof WORDS): string {
  const w = WORDS[site]
  return `<!doctype html><html lang="${w.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${w.title}</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:15vh 20px;color:#222"><h1 style="font-size:24px">${w.title}</h1><p>${w.text}</p><p><a href="">${w.retry}</a></p></body></html>`
}

/** Replaces a 5xx answer of a site page by the outage screen (the handler's own body is dropped). */
export function withOutageScreen(req: IncomingMessage, res: ServerResponse): void {
  const method = req.method ?? 'GET'
  const site = (method === 'GET' || method === 'HEAD') && SITE_PAGE.exec(req.url ?? '')?.[1]
  if (!site) return
  replaceAnswer(res, (status) => {
    if (status < 500) return null
    const body = Buffer.from(outageScreen(site as keyof typeof WORDS))
    return {
      status: 503,
      headers: {
        ...SECURITY_HEADERS,
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': String(RETRY_AFTER_SECONDS),
        'content-length': body.length,
      },
      body: method === 'HEAD' ? undefined : body,
      keep: /^content-security-policy$|^strict-transport-security$/,
    }
  })
}
