/**
 * Refusals keep their real message in production. This spec runs against `npm start` (NODE_ENV=production,
 * the minified server bundle), where Payload once answered every refusal of our hooks with "An unknown error
 * occurred.": a throttled log-in, a translator writing the Chinese source, a refused registration. Each case in
 * zh, en and ru; 429 answers carry Retry-After; an internal failure still shows no internals.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'

const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL || 'admin@example.com',
  password: process.env.E2E_ADMIN_PASSWORD || 'admin-dev-2026',
}
const UNKNOWN = /An unknown error occurred|Something went wrong/

type Lang = 'zh' | 'en' | 'ru'
const LANGS: Lang[] = ['zh', 'en', 'ru']
/** Payload's own message for a wrong password or a locked account, in the request's language. */
const WRONG_PASSWORD: Record<Lang, string> = {
  zh: '提供的电子邮件或密码不正确。',
  en: 'The email or password provided is incorrect.',
  ru: 'Указанный email или пароль неверен.',
}
const ACCEPT: Record<Lang, string> = { zh: 'zh-CN,zh;q=0.9', en: 'en-US,en;q=0.9', ru: 'ru-RU,ru;q=0.9' }

/** A visitor of its own for each case (the e2e server trusts X-Forwarded-For). */
let visitor = 0
const address = () => `198.19.${Math.floor(Math.random() * 200) + 10}.${(visitor++ % 250) + 1}`

async function staffToken(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const login = await request.post('/api/users/login', { data: who, headers: { 'x-forwarded-for': address() } })
  expect(login.ok(), 'the e2e administrator can log in (set E2E_ADMIN_EMAIL/PASSWORD)').toBeTruthy()
  return ((await login.json()) as { token: string }).token
}

async function createTranslator(request: APIRequestContext) {
  const token = await staffToken(request, ADMIN)
  const who = { email: `translator-msg-${Date.now()}@e2e.test`, password: 'translator-password-1' }
  const created = await request.post('/api/users', {
    data: { ...who, role: 'translator' },
    headers: { Authorization: `JWT ${token}` },
  })
  expect(created.ok()).toBeTruthy()
  return who
}

test.describe('refusals keep their message in production', () => {
  test('a throttled member log-in: 429, Retry-After and the message in the visitor’s language', async ({ request }) => {
    const expected: Record<Lang, RegExp> = {
      zh: /尝试次数过多，请 \d+ 秒后再试/,
      en: /Too many attempts\. Please try again in \d+ seconds/,
      ru: /Слишком много попыток\. Повторите через \d+ с/,
    }
    for (const lang of LANGS) {
      const email = `throttled-${lang}-${Date.now()}@e2e.test`
      const from = address()
      let last = null as Awaited<ReturnType<APIRequestContext['post']>> | null
      // Five failures per account in 15 minutes (src/http/limits.ts), then the refusal.
      for (let attempt = 0; attempt < 6; attempt++) {
        last = await request.post(`/api/members/login?lang=${lang}`, {
          data: { email, password: 'wrong-password-1' },
          headers: { 'x-forwarded-for': from, 'accept-language': ACCEPT[lang] },
        })
        if (last.status() === 429) break
        expect(last.status(), `attempt ${attempt + 1} is an ordinary failure`).toBe(401)
        // A wrong password (and a locked account, which answers the same) keeps Payload's own message.
        expect(((await last.json()) as { errors: Array<{ message: string }> }).errors[0]!.message).toBe(
          WRONG_PASSWORD[lang],
        )
      }
      expect(last!.status()).toBe(429)
      const retryAfter = Number(last!.headers()['retry-after'])
      expect(retryAfter, 'Retry-After in seconds').toBeGreaterThan(0)
      const body = (await last!.json()) as { errors: Array<{ message: string }> }
      expect(body.errors[0]!.message).toMatch(expected[lang])
      expect(body.errors[0]!.message).not.toMatch(UNKNOWN)
      expect(body.errors[0]!.message).toContain(String(retryAfter))
    }
  })

  test('a translator writing the Chinese source: 403 with the real message, over REST and GraphQL', async ({
    request,
  }) => {
    const translator = await createTranslator(request)
    const token = await staffToken(request, translator)
    const pages = (await (
      await request.get('/api/pages?limit=1&depth=0', { headers: { Authorization: `JWT ${token}` } })
    ).json()) as { docs: Array<{ id: number }> }
    const id = pages.docs[0]!.id
    const expected: Record<Lang, RegExp> = {
      zh: /译员只能编辑和发布英文和俄文内容/,
      en: /Translators edit and publish the English and Russian text only/,
      ru: /Переводчики редактируют и публикуют только английский и русский текст/,
    }
    for (const lang of LANGS) {
      const headers = { Authorization: `JWT ${token}`, 'accept-language': ACCEPT[lang], 'x-forwarded-for': address() }
      const patched = await request.patch(`/api/pages/${id}?locale=zh`, { data: { title: '译员不应改中文' }, headers })
      expect(patched.status()).toBe(403)
      const body = (await patched.json()) as { errors: Array<{ message: string }> }
      expect(body.errors[0]!.message).toMatch(expected[lang])

      const graphql = await request.post('/api/graphql', {
        data: { query: `mutation { updatePage(id: ${id}, locale: zh, data: { title: "译员不应改中文" }) { id } }` },
        headers,
      })
      const result = (await graphql.json()) as { errors?: Array<{ message: string }> }
      expect(result.errors?.[0]?.message ?? '').toMatch(expected[lang])
    }
    // The refusal changed nothing.
    const admin = await staffToken(request, ADMIN)
    const page = (await (
      await request.get(`/api/pages/${id}?locale=zh&draft=true&depth=0`, { headers: { Authorization: `JWT ${admin}` } })
    ).json()) as { title: string }
    expect(page.title).not.toBe('译员不应改中文')
  })

  test('a refused registration (too many from one address): 429 with Retry-After and the message', async ({
    request,
  }) => {
    const expected: Record<Lang, RegExp> = {
      zh: /注册过于频繁/,
      en: /Too many registrations from your address/,
      ru: /Слишком много регистраций с вашего адреса/,
    }
    for (const lang of LANGS) {
      const from = address()
      let last = null as Awaited<ReturnType<APIRequestContext['post']>> | null
      // REGISTRATION_RATE_LIMIT (default 5 an hour per address); each attempt without an image code is refused 400
      // but spends a point first.
      for (let attempt = 0; attempt < 7; attempt++) {
        last = await request.post(`/api/members?lang=${lang}`, {
          data: { email: `reg-${lang}-${Date.now()}-${attempt}@e2e.test`, password: 'member-password-1', captcha: '' },
          headers: { 'x-forwarded-for': from, 'accept-language': ACCEPT[lang] },
        })
        if (last.status() === 429) break
        expect(last.status(), 'refused for the missing image code, with its message').toBe(400)
        const refused = (await last.json()) as { errors: Array<{ message: string }> }
        expect(refused.errors[0]!.message).not.toMatch(UNKNOWN)
      }
      expect(last!.status()).toBe(429)
      expect(Number(last!.headers()['retry-after'])).toBeGreaterThan(0)
      const body = (await last!.json()) as { errors: Array<{ message: string }> }
      expect(body.errors[0]!.message).toMatch(expected[lang])
    }
  })

  test('a document that fails validation: 400 naming the field, in the staff user’s language, over REST and GraphQL', async ({
    request,
  }) => {
    const token = await staffToken(request, ADMIN)
    const pages = (await (
      await request.get('/api/pages?limit=1&depth=0', { headers: { Authorization: `JWT ${token}` } })
    ).json()) as { docs: Array<{ id: number }> }
    const pageId = pages.docs[0]!.id
    // Payload's own message (its translations) and the field's label from the collection, in the request's language.
    const expected: Record<Lang, RegExp> = {
      zh: /下面的字段是无效的：\s*标题/,
      en: /The following field is invalid:\s*Title/,
      ru: /Следующее поле недействительно:\s*Заголовок/,
    }
    for (const lang of LANGS) {
      const headers = { Authorization: `JWT ${token}`, 'accept-language': ACCEPT[lang], 'x-forwarded-for': address() }
      const created = await request.post('/api/pages?locale=zh', {
        data: { path: `e2e-no-title-${lang}-${Date.now()}`, _status: 'published' },
        headers,
      })
      expect(created.status()).toBe(400)
      const body = (await created.json()) as {
        errors: Array<{ message: string; data?: { errors?: Array<{ path: string }> } }>
      }
      expect(body.errors[0]!.message).toMatch(expected[lang])
      expect(body.errors[0]!.message).not.toMatch(UNKNOWN)
      // The admin marks the field from the error's data: it survives too.
      expect(body.errors[0]!.data?.errors?.map((e) => e.path)).toContain('title')

      // GraphQL's input type refuses a missing title itself (in English); an empty one reaches Payload's validation.
      const graphql = await request.post('/api/graphql', {
        data: { query: `mutation { updatePage(id: ${pageId}, locale: en, data: { title: "" }) { id } }` },
        headers,
      })
      const result = (await graphql.json()) as { errors?: Array<{ message: string }> }
      expect(result.errors?.[0]?.message ?? '').toMatch(expected[lang])
    }
  })

  test('an internal failure shows no internals', async ({ request }) => {
    // A value the database refuses (an id that is not a number) is the visitor's mistake: 400 with the §8 code, and
    // neither SQL nor a stack trace in the answer.
    const answer = await request.get('/api/pages/1,2,a', { headers: { 'x-forwarded-for': address() } })
    expect(answer.status()).toBeLessThan(500)
    const text = await answer.text()
    expect(text).not.toMatch(/select |from "|at .*\.js:\d+|node_modules/i)
  })
})
