import { getOffices } from '../../../data/content'
import { siteToLocale, type Site } from '../../../domain/locale'
import type { UiStrings } from '../../../i18n'
import type { OfficeListBlock as OfficeList } from '../../../payload-types'
import styles from '../../../kit/blocks.module.css'
import { gridClass } from '../grid'
import { Section } from '../Section'

export async function OfficeListBlock({ block, site, t }: { block: OfficeList; site: Site; t: UiStrings }) {
  const offices = await getOffices(siteToLocale(site))
  return (
    <Section heading={block.heading ?? t.contact.offices} intro={block.intro}>
      <div className={gridClass(offices.length)}>
        {offices.map((office) => (
          <article key={office.id} className={styles.card}>
            <h3>{office.city}</h3>
            <span className={styles.role}>{office.country}</span>
            <address style={{ fontStyle: 'normal', color: 'var(--muted)' }}>{office.address}</address>
            {office.phone && (
              <p>
                {t.contact.phone}: <a href={`tel:${office.phone.replace(/\s+/g, '')}`}>{office.phone}</a>
              </p>
            )}
            {office.email && (
              <p>
                {t.contact.email}: <a href={`mailto:${office.email}`}>{office.email}</a>
              </p>
            )}
            {office.hours && <p>{office.hours}</p>}
          </article>
        ))}
      </div>
    </Section>
  )
}
