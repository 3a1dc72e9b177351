import type { TeamBlock as Team } from '../../../payload-types'
import styles from '../../../kit/blocks.module.css'
import { gridClass } from '../grid'
import { MediaImage, mediaOf } from '../MediaImage'
import { Section } from '../Section'

export function TeamBlock({ block }: { block: Team }) {
  return (
    <Section anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <div className={gridClass(block.members?.length ?? 0)}>
        {(block.members ?? []).map((member) => (
          <article key={member.id ?? member.name} className={styles.card}>
            {/* The member's picture when an editor set one (the seed's are abstract art), else an initial. */}
            {mediaOf(member.photo) ? (
              <MediaImage media={member.photo} sizes={72} className={styles.avatarImage} />
            ) : (
              <span className={styles.avatar} aria-hidden="true">
                {Array.from(member.name)[0]}
              </span>
            )}
            <h3>{member.name}</h3>
            {member.role && <span className={styles.role}>{member.role}</span>}
            {member.bio && <p>{member.bio}</p>}
          </article>
        ))}
      </div>
    </Section>
  )
}
