/**
 * The light identity call every public page makes (SPEC §3, §4): what a guest's browser runs instead of the member
 * session logic, and what decides whether the member menus load at all.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'

import {
  endSession,
  IDENTITY_PATH,
  identitySnapshot,
  loadIdentity,
  LOGOUT_PATH,
  resetIdentity,
  statusOfAnswer,
} from '../../src/features/accounts/session/identity'
import { API_PATHS } from '../../src/domain/api-client'
import { applyIdentity, initialSession } from '../../src/domain/session'

const answer = (body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }))

beforeEach(() => resetIdentity())

describe('the light identity call', () => {
  it('asks the same endpoint as the session module', () => {
    expect(IDENTITY_PATH).toBe(API_PATHS.identity)
    expect(LOGOUT_PATH).toBe(API_PATHS.logout)
  })

  it('ends a session that is no longer valid: logout first, then home, even when logout fails', async () => {
    const order: string[] = []
    const fetcher = vi.fn(async (path: string, _init?: RequestInit) => {
      order.push(`POST ${path}`)
      return new Response('{}')
    })
    await endSession('/ru', fetcher as unknown as typeof fetch, (path) => order.push(`go ${path}`))
    expect(order).toEqual([`POST ${LOGOUT_PATH}`, 'go /ru'])
    expect(fetcher.mock.calls[0]![1]).toMatchObject({ method: 'POST', credentials: 'same-origin' })

    const gone: string[] = []
    await endSession(
      '/en',
      (async () => {
        throw new TypeError('offline')
      }) as unknown as typeof fetch,
      (path) => gone.push(path),
    )
    expect(gone).toEqual(['/en'])
  })

  it('says member exactly when the session module would log the visitor in', () => {
    const cases: unknown[] = [
      { code: 1, data: { userId: 7, userName: 'li' } },
      { code: 200, data: { userId: 7 } },
      { code: '1', data: { userId: 7 } },
      { code: 1, data: null },
      { code: 0, data: null },
      { code: 401, msg: 'expired' },
      { code: 402, msg: 'frozen' },
      null,
      'nonsense',
    ]
    for (const body of cases) {
      const member = statusOfAnswer(body) === 'member'
      // '1' as a string: the api client normalises codes before the session module sees them.
      const normalised =
        body && typeof body === 'object' && 'code' in body
          ? { ...body, code: Number((body as { code: unknown }).code) }
          : body
      expect(member, JSON.stringify(body)).toBe(applyIdentity(initialSession(), normalised).isLogin)
    }
    expect(statusOfAnswer({ code: 401 })).toBe('ended')
    expect(statusOfAnswer({ code: 402 })).toBe('ended')
    expect(statusOfAnswer({ code: 0, data: null })).toBe('guest')
  })

  it('makes one request for all the components that ask at once, with the cookie, and keeps the answer', async () => {
    const fetcher = answer({ code: 1, data: { userId: 7 } })
    await Promise.all([
      loadIdentity(fetcher as unknown as typeof fetch),
      loadIdentity(fetcher as unknown as typeof fetch),
    ])
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(fetcher.mock.calls[0]).toEqual([
      IDENTITY_PATH,
      expect.objectContaining({ credentials: 'same-origin', cache: 'no-store' }),
    ])
    expect(identitySnapshot()).toEqual({ status: 'member', answer: { code: 1, data: { userId: 7 } } })
  })

  it('treats a failed call as a guest, and a token that ended as ended', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await loadIdentity((async () => {
      throw new TypeError('network down')
    }) as unknown as typeof fetch)
    expect(identitySnapshot().status).toBe('guest')
    expect(warn).toHaveBeenCalled()
    await loadIdentity(answer({ code: 401, msg: 'expired' }) as unknown as typeof fetch)
    expect(identitySnapshot().status).toBe('ended')
    warn.mockRestore()
  })
})
