import { describe, expect, it, vi } from 'vitest'
import {
  applyIdentity,
  forcedLogout,
  initialSession,
  loadSession,
  loggedOut,
  logout,
  logoutTarget,
  userSummary,
  type SessionUser,
} from '../../src/domain/session'

const user: SessionUser = {
  id: 42,
  level: 0,
  nickname: 'Li',
  accountName: 'li.wei',
  phone: '+8613800138000',
  email: 'li@example.com',
  deptInfo: { name: 'Sales' },
  userRole: ['admin'],
  permissions: { TS: ['SO', 'AI'], CDS: { download_limit: 100 } },
  customs_data_source: '1',
}

describe('session state (§4)', () => {
  it('starts logged out', () => {
    expect(initialSession()).toEqual({ session: null, isLogin: false, permissions: [], screenWidth: 0, scrollTop: 0 })
    expect(initialSession(1280, 10)).toMatchObject({ screenWidth: 1280, scrollTop: 10 })
  })

  it.each([1, 200])('logs in on identity code %i and extracts the TS permission list', (code) => {
    const state = applyIdentity(initialSession(), { code, data: user })
    expect(state.isLogin).toBe(true)
    expect(state.session).toBe(user)
    expect(state.permissions).toEqual(['SO', 'AI'])
  })

  it('keeps an empty permission list when the user has none', () => {
    expect(applyIdentity(initialSession(), { code: 1, data: { id: 1, level: 1 } }).permissions).toEqual([])
  })

  it.each([0, 2, 401, 402, 500, '1', undefined])('logs out on any other code (%s)', (code) => {
    const loggedIn = applyIdentity(initialSession(800), { code: 1, data: user })
    const state = applyIdentity(loggedIn, { code, data: user })
    expect(state).toEqual({ session: null, isLogin: false, permissions: [], screenWidth: 800, scrollTop: 0 })
  })

  it('logs out on a body without data or no body at all', () => {
    expect(applyIdentity(initialSession(), { code: 1, data: null }).isLogin).toBe(false)
    expect(applyIdentity(initialSession(), { code: 200 }).isLogin).toBe(false)
    expect(applyIdentity(initialSession(), null).isLogin).toBe(false)
    expect(applyIdentity(initialSession(), 'ok').isLogin).toBe(false)
  })

  it('loads the session from the identity call', async () => {
    const state = await loadSession(initialSession(), async () => ({ code: 200, data: user }))
    expect(state.isLogin).toBe(true)
    const out = await loadSession(state, async () => ({ code: 401 }))
    expect(out.isLogin).toBe(false)
  })

  it('only logs a thrown error: the state stays as it was', async () => {
    const log = vi.fn()
    const before = applyIdentity(initialSession(), { code: 1, data: user })
    const boom = new Error('network down')
    const after = await loadSession(before, async () => Promise.reject(boom), log)
    expect(after).toBe(before)
    expect(log).toHaveBeenCalledWith(boom)
    await expect(loadSession(before, async () => Promise.reject(boom))).resolves.toBe(before)
  })

  it('keeps screen width and scroll position through a logout', () => {
    expect(loggedOut(initialSession(1024, 5))).toMatchObject({
      screenWidth: 1024,
      scrollTop: 5,
      isLogin: false,
    })
  })
})

describe('logout (§4)', () => {
  const loggedIn = () => applyIdentity(initialSession(), { code: 1, data: user })
  const effects = (confirmed: boolean) => ({
    confirm: vi.fn(() => confirmed),
    callLogout: vi.fn(async () => ({ code: 1 })),
    removeTokenCookie: vi.fn(),
    navigate: vi.fn(),
    log: vi.fn(),
  })

  it('lands on /cn for zh, else /{lang}', () => {
    expect(logoutTarget('zh')).toBe('/cn')
    expect(logoutTarget('en')).toBe('/en')
    expect(logoutTarget('ru')).toBe('/ru')
  })

  it('after confirmation calls logout, clears session and cookie, goes home', async () => {
    const fx = effects(true)
    const state = await logout(loggedIn(), 'zh', fx)
    expect(state.isLogin).toBe(false)
    expect(state.session).toBeNull()
    expect(fx.callLogout).toHaveBeenCalledTimes(1)
    expect(fx.removeTokenCookie).toHaveBeenCalledTimes(1)
    expect(fx.navigate).toHaveBeenCalledWith('/cn')
  })

  it('does nothing when the user cancels', async () => {
    const fx = effects(false)
    const before = loggedIn()
    expect(await logout(before, 'en', fx)).toBe(before)
    expect(fx.callLogout).not.toHaveBeenCalled()
    expect(fx.removeTokenCookie).not.toHaveBeenCalled()
    expect(fx.navigate).not.toHaveBeenCalled()
  })

  it('still logs out locally when the logout call fails, and logs the error', async () => {
    const fx = { ...effects(true), callLogout: vi.fn(async () => Promise.reject(new Error('x'))) }
    const state = await logout(loggedIn(), 'ru', fx)
    expect(state.isLogin).toBe(false)
    expect(fx.log).toHaveBeenCalled()
    expect(fx.navigate).toHaveBeenCalledWith('/ru')
    const silent = { ...fx, log: undefined }
    await expect(logout(loggedIn(), 'ru', silent)).resolves.toMatchObject({ isLogin: false })
  })

  it('accepts an asynchronous confirmation', async () => {
    const fx = { ...effects(true), confirm: async () => true }
    expect((await logout(loggedIn(), 'en', fx)).isLogin).toBe(false)
  })

  it('forced logout removes the cookie, logs out and goes to the language home', () => {
    const fx = { removeTokenCookie: vi.fn(), navigate: vi.fn() }
    const state = forcedLogout(loggedIn(), 'en', fx)
    expect(state.isLogin).toBe(false)
    expect(fx.removeTokenCookie).toHaveBeenCalled()
    expect(fx.navigate).toHaveBeenCalledWith('/en')
    forcedLogout(loggedIn(), 'zh', fx)
    expect(fx.navigate).toHaveBeenLastCalledWith('/cn')
  })
})

describe('user dropdown (§2.6)', () => {
  it('summarises the user', () => {
    expect(userSummary(user)).toEqual({
      accountName: 'li.wei',
      id: '42',
      isMainAccount: true,
      phone: '+8613800138000',
      email: 'li@example.com',
      department: 'Sales',
    })
  })

  it('leaves out what is absent and falls back for the name', () => {
    expect(userSummary({ id: 'u7', level: 2, nickname: 'Kim', phone: ' ', email: null })).toEqual({
      accountName: 'Kim',
      id: 'u7',
      isMainAccount: false,
      phone: null,
      email: null,
      department: null,
    })
    expect(userSummary({ id: 9, level: 1 }).accountName).toBe('9')
  })
})
