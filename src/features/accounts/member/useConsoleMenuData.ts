'use client'

/**
 * The site's console menu and the console's origin, loaded once per page load from /next/console-menu/{site} (the
 * same for every member), for the member's menus and the user dropdown. The origin comes from this answer (the
 * process's CONSOLE_URL at run time), not from the cached page, so a changed setting reaches every page at once.
 */
import useSWR from 'swr'

import type { NavNode } from '../../../data/navigation-types'
import type { Site } from '../../../domain/locale'

export type ConsoleMenuData = { items: NavNode[]; consoleBase: string }

async function loadConsoleMenu(url: string): Promise<ConsoleMenuData> {
  const response = await fetch(url, { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`console menu: ${response.status}`)
  const body = (await response.json()) as Partial<ConsoleMenuData>
  return { items: body.items ?? [], consoleBase: body.consoleBase ?? '' }
}

/** Undefined until loaded; nothing is asked while `member` is false. */
export function useConsoleMenuData(site: Site, member: boolean): ConsoleMenuData | undefined {
  const { data } = useSWR(member ? `/next/console-menu/${site}` : null, loadConsoleMenu, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  })
  return data
}
