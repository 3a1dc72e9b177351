import Link from 'next/link'
import type { ReactNode } from 'react'

import type { NavNode } from '../data/navigation-types'
import { relOf } from './menu'

type Props = {
  node: Pick<NavNode, 'href' | 'inside' | 'target'>
  className?: string
  children: ReactNode
  onClick?: () => void
  'aria-current'?: 'page'
}

/** A menu link: next/link for routes of this app, a plain anchor for the console and other hosts. */
export function NavLink({ node, className, children, onClick, ...rest }: Props) {
  if (node.inside && node.target !== '_blank') {
    return (
      <Link href={node.href} className={className} onClick={onClick} aria-current={rest['aria-current']}>
        {children}
      </Link>
    )
  }
  return (
    <a href={node.href} className={className} target={node.target} rel={relOf(node)} onClick={onClick}>
      {children}
    </a>
  )
}
