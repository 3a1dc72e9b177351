/**
 * Search (SPEC §3, §4, §9): the search-type mapping and the parameters a search screen reads from its URL.
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_CHOICES, TOP_PAGE, type PageSize } from './constants'
import { isIsoDate } from './validation'

export type SearchTypeCode = 0 | 1 | 2

/** §4: website-email gives type 2, com-all gives type 0, anything else type 1. */
export function searchTypeOf(kind: string | null | undefined): SearchTypeCode {
  if (kind === 'website-email') return 2
  if (kind === 'com-all') return 0
  return 1
}

export interface SearchParams {
  dig?: string
  /** The page, read from `page` (§3): a whole number from 1 to TOP_PAGE, default 1. */
  current: number
  /** 20, 50 or 100; default 20. */
  pageSize: PageSize
  keyword?: string
  research?: string
  /** The raw search type from the URL and its mapped code (`searchTypeOf`); both absent when not given. */
  searchType?: string
  searchTypeCode?: SearchTypeCode
  ids: string[]
  force: boolean
  modelName?: string
  sender?: string
  /** yyyy-MM-dd; an invalid date is dropped. */
  startTime?: string
  endTime?: string
}

type RawParams = URLSearchParams | Record<string, string | string[] | undefined | null>

function reader(input: RawParams): (name: string) => string | undefined {
  if (input instanceof URLSearchParams) return (name) => input.get(name) ?? undefined
  return (name) => {
    const value = input[name]
    const first = Array.isArray(value) ? value[0] : value
    return first ?? undefined
  }
}

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed === undefined || trimmed === '' ? undefined : trimmed
}

/** The page number: a whole number ≥ 1 (default 1), capped at TOP_PAGE. */
export function parsePage(value: string | undefined): number {
  const raw = text(value)
  if (raw === undefined || !/^\d+$/.test(raw)) return 1
  const page = Number(raw)
  if (page < 1) return 1
  return Math.min(page, TOP_PAGE)
}

/** The page size: one of the choices 20, 50, 100, else the default 20. */
export function parsePageSize(value: string | undefined): PageSize {
  const size = Number(text(value))
  return (PAGE_SIZE_CHOICES as readonly number[]).includes(size) ? (size as PageSize) : DEFAULT_PAGE_SIZE
}

function parseDate(value: string | undefined): string | undefined {
  const raw = text(value)
  return raw !== undefined && isIsoDate(raw) ? raw : undefined
}

/** Parses the search parameters of §3 from a URL's query (URLSearchParams or Next's `searchParams` object). */
export function parseSearchParams(input: RawParams): SearchParams {
  const get = reader(input)
  const searchType = text(get('searchType'))
  const ids = (text(get('ids')) ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '')
  const force = text(get('force'))?.toLowerCase()
  let startTime = parseDate(get('startTime'))
  let endTime = parseDate(get('endTime'))
  if (startTime !== undefined && endTime !== undefined && startTime > endTime) {
    ;[startTime, endTime] = [endTime, startTime]
  }
  const params: SearchParams = {
    current: parsePage(get('page')),
    pageSize: parsePageSize(get('pageSize')),
    ids,
    force: force === 'true' || force === '1',
  }
  const optional = {
    dig: text(get('dig')),
    keyword: text(get('keyword')),
    research: text(get('research')),
    searchType,
    searchTypeCode: searchType === undefined ? undefined : searchTypeOf(searchType),
    modelName: text(get('modelName')),
    sender: text(get('sender')),
    startTime,
    endTime,
  }
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) (params as unknown as Record<string, unknown>)[key] = value
  }
  return params
}

/** The query string of a search (the inverse of `parseSearchParams`; defaults are left out). */
export function searchQueryOf(params: Partial<SearchParams>): string {
  const query = new URLSearchParams()
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') query.set(key, String(value))
  }
  put('dig', params.dig)
  put('page', params.current !== undefined && params.current !== 1 ? params.current : undefined)
  put('pageSize', params.pageSize !== undefined && params.pageSize !== DEFAULT_PAGE_SIZE ? params.pageSize : undefined)
  put('keyword', params.keyword)
  put('research', params.research)
  put('searchType', params.searchType)
  put('ids', params.ids && params.ids.length > 0 ? params.ids.join(',') : undefined)
  put('force', params.force ? 'true' : undefined)
  put('modelName', params.modelName)
  put('sender', params.sender)
  put('startTime', params.startTime)
  put('endTime', params.endTime)
  return query.toString()
}

/** A date as yyyy-MM-dd (§9), in UTC. */
export function formatDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}
