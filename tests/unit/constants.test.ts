import { describe, expect, it } from 'vitest'
import * as c from '../../src/domain/constants'

describe('constants of §9', () => {
  it('has the timing numbers', () => {
    expect(c.CODE_RESEND_COUNTDOWN_SECONDS).toBe(60)
    expect(c.CHUNK_RELOAD_GUARD_MS).toBe(60000)
    expect(c.REQUEST_TIMEOUT_MS).toBe(120000)
    expect(c.RESIZE_SCROLL_THROTTLE_MS).toBe(300)
    expect(c.PROGRESS_BAR_THROTTLE_MS).toBe(200)
    expect(c.PROGRESS_BAR_DURATION_MS).toBe(5000)
    expect(c.BACK_TO_TOP).toEqual({ stepMs: 16, fraction: 0.2 })
  })

  it('has the layout numbers', () => {
    expect(c.BREAKPOINTS).toEqual({ mini: 768, mediumMax: 991, medium: 992, large: 1200, xlarge: 1300 })
    expect(c.PUBLIC_MENU_CLOSE_WIDTH).toBe(768)
    expect(c.CONSOLE_MENU_CLOSE_WIDTH).toBe(1200)
    expect(c.MAX_MENU_COLUMNS).toBe(3)
  })

  it('has the utility numbers', () => {
    expect(c.UTILITY_GROUP_ID).toBe(265)
    expect(c.UTILITY_PAGE_SIZE).toBe(10)
  })

  it('has the business numbers', () => {
    expect(c.ORDER_RESERVATION_DAYS).toBe(7)
    expect(c.DORMANT_ACCOUNT_MONTHS).toBe(12)
    expect(c.DEBT_COLLECTION_FEE_PERCENT).toBe(35)
    expect(c.TOKEN_COOKIE).toBe('ts-token')
  })
})
