import type { TeamBlock as Team } from '../../payload-types'
import styles from '../blocks.module.css'
import { gridClass } from '../grid'
import { Section } from '../Section'

export function TeamBlock({ block }: { block: Team }) {
  return (
    <Section anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <div className={gridClass(block.members?.length ?? 0)}>
        {(block.members ?? []).map((member) => (
          <article key={member.id ?? member.name} className={styles.card}>
            <span className={styles.avatar} aria-hidden="true">{Array.from(member.name)[0]}</span>
            <h3>{member.name}</h3>
            {member.role && <span className={styles.role}>{member.role}</span>}
            {member.bio && <p>{member.bio}</p>}
          </article>
        ))}
      </div>
    </Section>
  )
}
