import { describe, expect, it } from 'vitest'
import {
  PERMISSION_BITS,
  ROLES,
  downloadLimitOf,
  featureFlagsOf,
  grantedIn,
  isMainAccount,
  isMembershipLevel,
  memberValue,
  membershipLevelOf,
  menuVisibility,
  roleFlagsOf,
  tsPermissionsOf,
  type MenuContext,
} from '../../src/domain/permissions'

describe('roles and membership levels (§3, §6)', () => {
  it('numbers the roles 0 to 8', () => {
    expect(ROLES).toEqual({
      NORMAL: 0,
      BRONZE: 1,
      SILVER: 2,
      GOLD: 3,
      SHIPMENT_PRO: 4,
      GLOBAL: 5,
      GLOBAL_PLUS: 6,
      GLOBAL_LUXURY: 7,
      GLOBAL_DELUXE: 8,
    })
  })

  it('reads the level from the low 4 bits', () => {
    expect(membershipLevelOf(0)).toBe(0)
    expect(membershipLevelOf(8)).toBe(8)
    expect(membershipLevelOf(64 | 5)).toBe(5)
    expect(membershipLevelOf(512 | 256 | 128 | 64 | 32 | 16 | 3)).toBe(3)
    expect(membershipLevelOf(16)).toBe(0)
  })

  it('refuses values whose low bits are above 8, and bad input', () => {
    expect(membershipLevelOf(9)).toBeNull()
    expect(membershipLevelOf(15)).toBeNull()
    expect(membershipLevelOf(16 | 12)).toBeNull()
    expect(membershipLevelOf(-1)).toBeNull()
    expect(membershipLevelOf(1.5)).toBeNull()
    expect(membershipLevelOf('5')).toBeNull()
    expect(membershipLevelOf(null)).toBeNull()
    expect(isMembershipLevel(8)).toBe(true)
    expect(isMembershipLevel(9)).toBe(false)
    expect(isMembershipLevel(-1)).toBe(false)
    expect(isMembershipLevel('1')).toBe(false)
  })
})

describe('permission bits (§3)', () => {
  it('has the spec values', () => {
    expect(PERMISSION_BITS).toEqual({
      PARTNER_REPORT: 16,
      GLOBAL_BUYERS: 32,
      TRADE_SO: 64,
      MARKET_ANALYSIS: 128,
      TRADE_SO_PLUS: 256,
      AI: 512,
    })
  })

  it('composes a member value', () => {
    expect(memberValue(6, ['PARTNER_REPORT', 'AI'])).toBe(6 + 16 + 512)
    expect(memberValue(0)).toBe(0)
    const value = memberValue(7, ['GLOBAL_BUYERS', 'TRADE_SO_PLUS'])
    expect(membershipLevelOf(value)).toBe(7)
    expect(value).toBe(7 + 32 + 256)
  })
})

describe('accounts and roles from userRole (§6)', () => {
  it('main account is level 0', () => {
    expect(isMainAccount({ level: 0 })).toBe(true)
    expect(isMainAccount({ level: '0' })).toBe(true)
    expect(isMainAccount({ level: 1 })).toBe(false)
    expect(isMainAccount({})).toBe(false)
    expect(isMainAccount(null)).toBe(false)
  })

  it('derives admin / info / payment from text', () => {
    expect(roleFlagsOf('admin')).toEqual({ admin: true, info: true, payment: false })
    expect(roleFlagsOf('info')).toEqual({ admin: false, info: true, payment: false })
    expect(roleFlagsOf('payment,info')).toEqual({ admin: false, info: true, payment: true })
    expect(roleFlagsOf('ADMIN|payment')).toEqual({ admin: true, info: true, payment: true })
    expect(roleFlagsOf('user')).toEqual({ admin: false, info: false, payment: false })
    expect(roleFlagsOf('')).toEqual({ admin: false, info: false, payment: false })
  })

  it('derives admin / info / payment from a list, item by item', () => {
    expect(roleFlagsOf(['admin'])).toEqual({ admin: true, info: true, payment: false })
    expect(roleFlagsOf(['info', 'payment'])).toEqual({ admin: false, info: true, payment: true })
    expect(roleFlagsOf(['administrator'])).toEqual({ admin: false, info: false, payment: false })
    expect(roleFlagsOf([1 as unknown as string, 'Payment'])).toEqual({ admin: false, info: false, payment: true })
    expect(roleFlagsOf(null)).toEqual({ admin: false, info: false, payment: false })
    expect(roleFlagsOf(undefined)).toEqual({ admin: false, info: false, payment: false })
  })
})

describe('permission groups and feature flags (§3, §6)', () => {
  it('reads a group given as a list or as an object', () => {
    expect(grantedIn(['SO', 'AI', 3])).toEqual(['SO', 'AI'])
    expect(
      grantedIn({
        SO: true,
        AI: 1,
        MARKET: 'yes',
        EMAIL: false,
        RECOMMEND: 0,
        X: '0',
        Y: 'false',
        Z: null,
        L: [],
        M: ['a'],
        O: {},
        P: { a: 1 },
        Q: '',
      }),
    ).toEqual(['SO', 'AI', 'MARKET', 'M', 'P'])
    expect(grantedIn(null)).toEqual([])
    expect(grantedIn('SO')).toEqual([])
  })

  it('extracts the TS permission list', () => {
    expect(tsPermissionsOf({ TS: ['SO', 'EMAIL'] })).toEqual(['SO', 'EMAIL'])
    expect(tsPermissionsOf({ TS: { AI: true, SO: false } })).toEqual(['AI'])
    expect(tsPermissionsOf({})).toEqual([])
    expect(tsPermissionsOf(null)).toEqual([])
    expect(tsPermissionsOf(['SO'])).toEqual([])
  })

  it('reads the download limit under CDS', () => {
    expect(downloadLimitOf({ CDS: { download_limit: 500 } })).toBe(500)
    expect(downloadLimitOf({ CDS: { download_limit: '300' } })).toBe(300)
    expect(downloadLimitOf({ CDS: { download_limit: 0 } })).toBe(0)
    expect(downloadLimitOf({ CDS: { download_limit: -1 } })).toBeNull()
    expect(downloadLimitOf({ CDS: { download_limit: 'many' } })).toBeNull()
    expect(downloadLimitOf({ CDS: { download_limit: '' } })).toBeNull()
    expect(downloadLimitOf({ CDS: ['download_limit'] })).toBeNull()
    expect(downloadLimitOf({ CDS: null })).toBeNull()
    expect(downloadLimitOf({})).toBeNull()
    expect(downloadLimitOf(null)).toBeNull()
  })

  it('derives every feature flag', () => {
    expect(
      featureFlagsOf({
        TS: ['SO', 'AI', 'MARKET', 'EMAIL', 'RECOMMEND'],
        CDS: { download_limit: 100 },
        OPENS: ['api'],
      }),
    ).toEqual({
      tradeSearch: true,
      ai: true,
      marketAnalysis: true,
      email: true,
      recommend: true,
      openPlatform: true,
      downloadLimit: 100,
    })
    expect(featureFlagsOf(undefined)).toEqual({
      tradeSearch: false,
      ai: false,
      marketAnalysis: false,
      email: false,
      recommend: false,
      openPlatform: false,
      downloadLimit: null,
    })
    expect(featureFlagsOf({ OPENS: [] }).openPlatform).toBe(false)
    expect(featureFlagsOf({ OPENS: true }).openPlatform).toBe(true)
    expect(featureFlagsOf({ TS: ['so'] }).tradeSearch).toBe(false)
  })
})

describe('menu visibility (§6)', () => {
  const user = { level: 1, deptInfo: null }
  const menu = (context: Partial<MenuContext>) =>
    menuVisibility({ isLogin: true, locale: 'en', user, ...context } as MenuContext)

  it('shows guests only log in and join free', () => {
    const guest = menuVisibility({
      isLogin: false,
      locale: 'zh',
      permissions: { TS: ['SO', 'AI', 'MARKET', 'EMAIL', 'RECOMMEND'], OPENS: true },
      userRole: 'admin,payment',
      user: { level: 0, deptInfo: { name: 'Sales' } },
    })
    expect(guest.login).toBe(true)
    expect(guest.joinFree).toBe(true)
    const { login: _login, joinFree: _joinFree, recommend, cost, ...rest } = guest
    expect(Object.values(rest).every((value) => value === false)).toBe(true)
    expect(recommend).toBeNull()
    expect(cost).toBeNull()
  })

  it('hides log in and join free once logged in', () => {
    expect(menu({}).login).toBe(false)
    expect(menu({}).joinFree).toBe(false)
    expect(menu({}).dataCenter).toBe(true)
  })

  it('trade search and CRM need trade-SO', () => {
    expect(menu({ permissions: { TS: ['SO'] } })).toMatchObject({ tradeSearch: true, crm: true })
    expect(menu({ permissions: { TS: ['AI'] } })).toMatchObject({ tradeSearch: false, crm: false })
  })

  it('marketing needs AI; market analysis needs MARKET; e-mail center needs EMAIL', () => {
    expect(menu({ permissions: { TS: ['AI'] } }).marketing).toBe(true)
    expect(menu({ permissions: { TS: ['SO'] } }).marketing).toBe(false)
    expect(menu({ permissions: { TS: ['MARKET'] } }).marketAnalysis).toBe(true)
    expect(menu({ permissions: { TS: ['SO'] } }).marketAnalysis).toBe(false)
    expect(menu({ permissions: { TS: ['EMAIL'] } }).emailCenter).toBe(true)
    expect(menu({ permissions: { TS: ['SO'] } }).emailCenter).toBe(false)
  })

  it('recommend sits under marketing with AI, stands alone without, hides without the permission', () => {
    expect(menu({ permissions: { TS: ['RECOMMEND', 'AI'] } }).recommend).toBe('under-marketing')
    expect(menu({ permissions: { TS: ['RECOMMEND'] } }).recommend).toBe('standalone')
    expect(menu({ permissions: { TS: ['AI'] } }).recommend).toBeNull()
  })

  it('cost link needs AI, SO, e-mail, a download limit or payment rights; payment → paymentLink', () => {
    expect(menu({ permissions: {} }).cost).toBeNull()
    expect(menu({ permissions: { CDS: { download_limit: 0 } } }).cost).toBeNull()
    expect(menu({ permissions: { TS: ['MARKET', 'RECOMMEND'] } }).cost).toBeNull()
    for (const permissions of [{ TS: ['AI'] }, { TS: ['SO'] }, { TS: ['EMAIL'] }, { CDS: { download_limit: 1 } }]) {
      expect(menu({ permissions }).cost).toBe('/cost/records')
      expect(menu({ permissions, userRole: ['payment'] }).cost).toBe('/cost/paymentLink')
    }
    expect(menu({ userRole: 'payment' }).cost).toBe('/cost/paymentLink')
  })

  it('open platform needs OPENS', () => {
    expect(menu({ permissions: { OPENS: ['x'] } }).openPlatform).toBe(true)
    expect(menu({ permissions: { TS: ['SO'] } }).openPlatform).toBe(false)
  })

  it('admin entries follow the derived roles', () => {
    expect(menu({ userRole: 'admin' })).toMatchObject({
      tsAdmin: true,
      admin: true,
      infoManagement: true,
      accountCenter: true,
    })
    expect(menu({ userRole: 'info' })).toMatchObject({
      tsAdmin: false,
      admin: false,
      infoManagement: true,
      accountCenter: false,
    })
    expect(menu({ userRole: 'info', user: { level: 0 } }).accountCenter).toBe(true)
    expect(menu({ userRole: null })).toMatchObject({ tsAdmin: false, admin: false, infoManagement: false })
  })

  it('dashboard shows with a department in session', () => {
    expect(menu({ user: { level: 1, deptInfo: { name: 'Sales' } } }).dashboard).toBe(true)
    expect(menu({ user: { level: 1, deptInfo: null } }).dashboard).toBe(false)
    expect(menu({ user: null }).dashboard).toBe(false)
  })

  it('buyer search and utilities are Chinese only; product package is non-Chinese only', () => {
    expect(menu({ locale: 'zh' })).toMatchObject({ buyerSearch: true, utilities: true, productPackage: false })
    expect(menu({ locale: 'en' })).toMatchObject({ buyerSearch: false, utilities: false, productPackage: true })
    expect(menu({ locale: 'ru' })).toMatchObject({ buyerSearch: false, utilities: false, productPackage: true })
  })
})
