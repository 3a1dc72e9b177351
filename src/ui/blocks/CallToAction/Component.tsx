import type { Site } from '../../../domain/locale'
import type { CallToActionBlock as CallToAction } from '../../../payload-types'
import styles from '../../../kit/blocks.module.css'
import { DemoTrigger } from '../DemoTrigger'
import { SmartLink } from '../SmartLink'

export function CallToActionBlock({ block, site }: { block: CallToAction; site: Site }) {
  return (
    <section className={styles.section}>
      <div className={`${styles.container} ${styles.cta}`}>
        <h2>{block.heading}</h2>
        {block.text && <p>{block.text}</p>}
        {block.action === 'link' ? (
          <SmartLink href={block.href} site={site} className={`${styles.btn} ${styles.btnLight}`}>
            {block.label}
          </SmartLink>
        ) : (
          <DemoTrigger className={`${styles.btn} ${styles.btnLight}`}>{block.label}</DemoTrigger>
        )}
      </div>
    </section>
  )
}
