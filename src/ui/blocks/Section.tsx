/** The frame of a content block: anchor, heading and intro in a centred container. */
import type { ReactNode } from 'react'

import styles from '../../kit/blocks.module.css'

export function Section({
  anchor,
  heading,
  intro,
  children,
  headingLevel = 2,
}: {
  anchor?: string | null
  heading?: string | null
  intro?: string | null
  children: ReactNode
  headingLevel?: 1 | 2
}) {
  const H = headingLevel === 1 ? 'h1' : 'h2'
  const headingId = anchor ? `${anchor}-heading` : undefined
  return (
    <section
      id={anchor || undefined}
      className={styles.section}
      aria-labelledby={heading && headingId ? headingId : undefined}
    >
      <div className={styles.container}>
        {heading && (
          <H id={headingId} className={styles.heading}>
            {heading}
          </H>
        )}
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  )
}
