import type { TimelineBlock as Timeline } from '../../../payload-types'
import styles from '../../../kit/blocks.module.css'
import { Section } from '../Section'

export function TimelineBlock({ block }: { block: Timeline }) {
  return (
    <Section anchor={block.anchor} heading={block.heading}>
      <ol className={styles.timeline}>
        {(block.events ?? []).map((event) => (
          <li key={event.id ?? `${event.year}-${event.title}`}>
            <span className={styles.year}>{event.year}</span>
            <h3 style={{ margin: '2px 0 4px', fontSize: '1.1rem' }}>{event.title}</h3>
            {event.text && <p style={{ margin: 0, color: 'var(--muted)' }}>{event.text}</p>}
          </li>
        ))}
      </ol>
    </Section>
  )
}
