import type { FaqBlock as Faq } from '../../../payload-types'
import styles from '../../../kit/blocks.module.css'
import { Section } from '../Section'

export function FaqBlock({ block }: { block: Faq }) {
  return (
    <Section anchor={block.anchor} heading={block.heading}>
      <div className={styles.faq}>
        {(block.items ?? []).map((item) => (
          <details key={item.id ?? item.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}
