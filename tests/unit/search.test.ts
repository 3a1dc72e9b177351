import { describe, expect, it } from 'vitest'
import {
  formatDate,
  parsePage,
  parsePageSize,
  parseSearchParams,
  searchQueryOf,
  searchTypeOf,
} from '../../src/domain/search'

describe('search type mapping (§4)', () => {
  it('maps website-email → 2, com-all → 0, anything else → 1', () => {
    expect(searchTypeOf('website-email')).toBe(2)
    expect(searchTypeOf('com-all')).toBe(0)
    expect(searchTypeOf('company')).toBe(1)
    expect(searchTypeOf('Website-Email')).toBe(1)
    expect(searchTypeOf('')).toBe(1)
    expect(searchTypeOf(undefined)).toBe(1)
    expect(searchTypeOf(null)).toBe(1)
  })
})

describe('page and page size (§3, §9)', () => {
  it('reads page as current, default 1, capped at the top page 1000', () => {
    expect(parsePage(undefined)).toBe(1)
    expect(parsePage('')).toBe(1)
    expect(parsePage('3')).toBe(3)
    expect(parsePage(' 7 ')).toBe(7)
    expect(parsePage('0')).toBe(1)
    expect(parsePage('-2')).toBe(1)
    expect(parsePage('2.5')).toBe(1)
    expect(parsePage('abc')).toBe(1)
    expect(parsePage('1000')).toBe(1000)
    expect(parsePage('1001')).toBe(1000)
  })

  it('takes page size from the choices 20/50/100, default 20', () => {
    expect(parsePageSize(undefined)).toBe(20)
    expect(parsePageSize('50')).toBe(50)
    expect(parsePageSize('100')).toBe(100)
    expect(parsePageSize('30')).toBe(20)
    expect(parsePageSize('1000')).toBe(20)
    expect(parsePageSize('x')).toBe(20)
  })
})

describe('parseSearchParams (§3)', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseSearchParams(new URLSearchParams())).toEqual({ current: 1, pageSize: 20, ids: [], force: false })
  })

  it('reads every parameter', () => {
    const query = new URLSearchParams(
      'dig=7&page=4&pageSize=50&keyword=+steel+pipe+&research=r1&searchType=website-email&ids=1,%202,,3&force=true&modelName=cds&sender=acme&startTime=2024-01-01&endTime=2024-03-31',
    )
    expect(parseSearchParams(query)).toEqual({
      dig: '7',
      current: 4,
      pageSize: 50,
      keyword: 'steel pipe',
      research: 'r1',
      searchType: 'website-email',
      searchTypeCode: 2,
      ids: ['1', '2', '3'],
      force: true,
      modelName: 'cds',
      sender: 'acme',
      startTime: '2024-01-01',
      endTime: '2024-03-31',
    })
  })

  it('reads a Next searchParams object, taking the first of repeated values', () => {
    const params = parseSearchParams({
      page: ['2', '9'],
      searchType: 'com-all',
      force: '1',
      keyword: undefined,
      sender: null,
    })
    expect(params).toEqual({ current: 2, pageSize: 20, ids: [], force: true, searchType: 'com-all', searchTypeCode: 0 })
  })

  it('maps any other search type to 1', () => {
    expect(parseSearchParams({ searchType: 'company' }).searchTypeCode).toBe(1)
  })

  it('drops invalid dates and swaps a reversed range', () => {
    expect(parseSearchParams({ startTime: '2024-02-30', endTime: '31/12/2024' })).toEqual({
      current: 1,
      pageSize: 20,
      ids: [],
      force: false,
    })
    const swapped = parseSearchParams({ startTime: '2024-05-01', endTime: '2024-01-01' })
    expect([swapped.startTime, swapped.endTime]).toEqual(['2024-01-01', '2024-05-01'])
    expect(parseSearchParams({ endTime: '2024-01-01' }).endTime).toBe('2024-01-01')
  })

  it('only true or 1 forces', () => {
    expect(parseSearchParams({ force: 'TRUE' }).force).toBe(true)
    expect(parseSearchParams({ force: 'yes' }).force).toBe(false)
    expect(parseSearchParams({ force: '0' }).force).toBe(false)
  })
})

describe('searchQueryOf', () => {
  it('writes the query back, leaving defaults out', () => {
    expect(searchQueryOf({ current: 1, pageSize: 20, ids: [], force: false })).toBe('')
    expect(searchQueryOf({})).toBe('')
    const query = searchQueryOf({
      dig: '7',
      current: 3,
      pageSize: 100,
      keyword: 'pipe',
      research: 'r',
      searchType: 'com-all',
      ids: ['1', '2'],
      force: true,
      modelName: 'm',
      sender: 's',
      startTime: '2024-01-01',
      endTime: '2024-02-01',
    })
    expect(query).toBe(
      'dig=7&page=3&pageSize=100&keyword=pipe&research=r&searchType=com-all&ids=1%2C2&force=true&modelName=m&sender=s&startTime=2024-01-01&endTime=2024-02-01',
    )
  })

  it('round-trips through parseSearchParams', () => {
    const params = parseSearchParams({ page: '5', pageSize: '50', keyword: 'x', ids: 'a,b', startTime: '2024-01-02' })
    expect(parseSearchParams(new URLSearchParams(searchQueryOf(params)))).toEqual(params)
  })
})

describe('formatDate (§9: yyyy-MM-dd)', () => {
  it('formats in UTC', () => {
    expect(formatDate(new Date('2024-03-05T23:59:59Z'))).toBe('2024-03-05')
    expect(formatDate(new Date(Date.UTC(2024, 0, 1)))).toBe('2024-01-01')
  })
})
