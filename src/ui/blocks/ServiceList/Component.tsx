import { getServices, getUtilityTools } from '../../../data/content'
import { siteToLocale, type Site } from '../../../domain/locale'
import type { UiStrings } from '../../../i18n'
import type { ServiceListBlock as ServiceList } from '../../../payload-types'
import styles from '../../../kit/blocks.module.css'
import { gridClass } from '../grid'
import { Section } from '../Section'
import { SmartLink } from '../SmartLink'

export async function ServiceListBlock({ block, site, t }: { block: ServiceList; site: Site; t: UiStrings }) {
  const [services, tools] = await Promise.all([
    getServices(site),
    block.showUtilities ? getUtilityTools(siteToLocale(site)) : [],
  ])
  return (
    <>
      <Section heading={block.heading} intro={block.intro}>
        <div className={gridClass(services.length)}>
          {services.map((service) => (
            <article key={service.slug} className={styles.card}>
              <h3>{service.name}</h3>
              {service.provider && <span className={styles.role}>{service.provider}</span>}
              {service.summary && <p>{service.summary}</p>}
              <SmartLink
                href={`/${site}/service/${service.slug}`}
                site={site}
                className={styles.more}
                ariaLabel={`${t.common.learnMore}: ${service.name}`}
              >
                {t.common.learnMore} →
              </SmartLink>
            </article>
          ))}
        </div>
      </Section>
      {block.showUtilities && tools.length > 1 && (
        <Section anchor="utilities" heading={t.services.utilities}>
          <ul className={styles.countryList}>
            {/* SPEC §7: the first row of the utility list is skipped. */}
            {tools.slice(1).map((tool) => (
              <li key={tool.url}>
                <a href={tool.url} target="_blank" rel="noopener noreferrer">
                  {tool.name}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  )
}
