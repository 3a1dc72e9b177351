/**
 * China's filing numbers in the footer: the ICP filing linked to the MIIT registry, the public-security
 * filing linked to the MPS registry (its query by the number's digits).
 */
export type Filings = { icpNumber: string; publicSecurityNumber: string }

export const ICP_REGISTRY = 'https://beian.miit.gov.cn/'
export const PSB_REGISTRY = 'https://beian.mps.gov.cn/#/query/webSearch'

export function psbHref(number: string): string {
  const code = number.replace(/\D/g, '')
  return code ? `${PSB_REGISTRY}?code=${code}` : PSB_REGISTRY
}

/** The filings a site shows: /cn whenever set, /en and /ru when the editor chose them. */
export function filingsOfSite(
  site: 'cn' | 'en' | 'ru',
  markets:
    { icpNumber?: string | null; publicSecurityNumber?: string | null; filingsOn?: string[] | null } | null | undefined,
): Filings | null {
  const icpNumber = markets?.icpNumber?.trim() ?? ''
  const publicSecurityNumber = markets?.publicSecurityNumber?.trim() ?? ''
  if (!icpNumber && !publicSecurityNumber) return null
  if (site !== 'cn' && !(markets?.filingsOn ?? []).includes(site)) return null
  return { icpNumber, publicSecurityNumber }
}

export function FilingLinks({
  filings,
  className,
  linkClassName,
}: {
  filings: Filings
  className?: string
  linkClassName?: string
}) {
  return (
    <p className={className} data-testid="filings">
      {filings.icpNumber && (
        <a href={ICP_REGISTRY} target="_blank" rel="noopener noreferrer" className={linkClassName}>
          {filings.icpNumber}
        </a>
      )}
      {filings.icpNumber && filings.publicSecurityNumber && ' '}
      {filings.publicSecurityNumber && (
        <a
          href={psbHref(filings.publicSecurityNumber)}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClassName}
        >
          {filings.publicSecurityNumber}
        </a>
      )}
    </p>
  )
}
