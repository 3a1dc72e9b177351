import { describe, expect, it } from 'vitest'
import * as c from '../../src/domain/constants'

describe('constants of §9', () => {
  it('has the timing numbers', () => {
    expect(c.CODE_RESEND_COUNTDOWN_SECONDS).toBe(60)
    expect(c.CHUNK_RELOAD_GUARD_MS).toBe(60000)
    expect(c.SCROLL_PREFETCH_TIMEOUT_MS).toBe(2000)
    expect(c.REQUEST_TIMEOUT_MS).toBe(120000)
    expect(c.LIST_TIMEOUT_MS).toBe(5000)
    expect(c.RESIZE_SCROLL_THROTTLE_MS).toBe(300)
    expect(c.PROGRESS_BAR_THROTTLE_MS).toBe(200)
    expect(c.PROGRESS_BAR_DURATION_MS).toBe(5000)
    expect(c.LAZY_IMAGE).toEqual({ preload: 1.33, attempts: 2, throttleMs: 500 })
    expect(c.BACK_TO_TOP).toEqual({ stepMs: 16, fraction: 0.2 })
  })

  it('has the layout numbers', () => {
    expect(c.BREAKPOINTS).toEqual({ mini: 768, mediumMax: 991, medium: 992, large: 1200, xlarge: 1300 })
    expect(c.PUBLIC_MENU_CLOSE_WIDTH).toBe(768)
    expect(c.CONSOLE_MENU_CLOSE_WIDTH).toBe(1200)
    expect(c.HEADER_HEIGHT_PX).toBe(60)
    expect(c.MAX_MENU_COLUMNS).toBe(3)
  })

  it('has the list, export and utility numbers', () => {
    expect(c.DEFAULT_PAGE_SIZE).toBe(20)
    expect(c.PAGE_SIZE_CHOICES).toEqual([20, 50, 100])
    expect(c.TOP_PAGE).toBe(1000)
    expect(c.DOWNLOAD_PAGE_SIZE).toBe(1000)
    expect(c.DATE_FORMAT).toBe('yyyy-MM-dd')
    expect(c.EXPORT_ROW_LIMIT_DEFAULT).toBe(1000)
    expect(c.EXPORT_ROW_LIMIT_ADMIN).toBe(1000)
    expect(c.EXPORT_ROW_LIMIT_NORMAL_MEMBER).toBe(20)
    expect(c.UTILITY_GROUP_ID).toBe(265)
    expect(c.UTILITY_PAGE_SIZE).toBe(10)
  })

  it('has the business numbers', () => {
    expect(c.ORDER_RESERVATION_DAYS).toBe(7)
    expect(c.DORMANT_ACCOUNT_MONTHS).toBe(12)
    expect(c.DEBT_COLLECTION_UPFRONT_FEE).toBe(0)
    expect(c.DEBT_COLLECTION_CREDITOR_PERCENT + c.DEBT_COLLECTION_FEE_PERCENT).toBe(100)
    expect(c.DEBT_COLLECTION_CREDITOR_PERCENT).toBe(65)
    expect(c.CREDIT_REPORT.downloadPriceEur).toEqual({ min: 15, max: 40 })
    expect(c.CREDIT_REPORT.investigationFromEur).toBe(60)
    expect(c.CREDIT_REPORT.turnaround).toEqual({ minHours: 24, maxDays: 10 })
    expect(c.PRIVACY).toEqual({ accessReplyDays: 10, correctionReplyDays: 15, minorAgeUnder: 18, effective: '2022-12' })
    expect(c.CLAIMS).toEqual({ countriesAndRegions: 250, countriesAndRegionsExact: 252 })
    expect(c.TOKEN_COOKIE).toBe('ts-token')
    expect(c.CUSTOMER_ORIGIN).toEqual({ EXTERNAL: 0, TRADE_INFORMATION: 1, GLOBAL_BUYERS: 2, SEARCH: 3 })
    expect(c.CUSTOMER_STATUS).toEqual({ PUBLIC: 0, PRIVATE: 1, COOPERATIVE: 2 })
  })
})
