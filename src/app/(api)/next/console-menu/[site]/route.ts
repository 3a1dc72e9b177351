/**
 * The logged-in header's console menu of a site (SPEC §2.6), as JSON: members' browsers load it when the identity
 * call says member (src/features/accounts/member/ConsoleMenus.tsx), so the cached guest pages do not carry it. The menu
 * is the same for every member (each browser filters it by its own permissions, §6), read from the nav-items cache.
 */
import { consoleUrl, getConsoleMenu } from '@/data/navigation'
import { isSite } from '@/domain/locale'

export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }): Promise<Response> {
  const { site } = await params
  if (!isSite(site)) return Response.json({ items: [], consoleBase: '' }, { status: 404 })
  // With the console's origin of this process (CONSOLE_URL, '' = none): the user dropdown's links are built from it
  // here, at run time, rather than from the cached page.
  return Response.json(
    { items: await getConsoleMenu(site), consoleBase: consoleUrl() },
    { headers: { 'cache-control': 'private, no-cache' } },
  )
}
