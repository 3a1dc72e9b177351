/** A link that knows the site: `{site}` in an href becomes cn/en/ru; routes of this app use next/link. */
import Link from 'next/link'
import type { ReactNode } from 'react'

import type { Site } from '../../domain/locale'

export function siteHref(href: string | null | undefined, site: Site): string {
  return (href || `/${site}`).replaceAll('{site}', site)
}

export function SmartLink({
  href,
  site,
  className,
  children,
  ariaLabel,
}: {
  href: string | null | undefined
  site: Site
  className?: string
  children: ReactNode
  ariaLabel?: string
}) {
  const to = siteHref(href, site)
  if (/^(https?:|mailto:|tel:)/.test(to)) {
    const external = /^https?:/.test(to)
    return (
      <a
        href={to}
        className={className}
        aria-label={ariaLabel}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    )
  }
  return (
    <Link href={to} className={className} aria-label={ariaLabel} prefetch={false}>
      {children}
    </Link>
  )
}
