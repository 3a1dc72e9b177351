import { getSolutions } from '../../../data/content'
import { siteToLocale, type Site } from '../../../domain/locale'
import { solutionById, solutionDetailPath, type SolutionKey } from '../../../domain/routing'
import type { Solution, SolutionListBlock as SolutionList } from '../../../payload-types'
import styles from '../../../kit/blocks.module.css'
import { gridClass } from '../grid'
import { Icon } from '../Icon'
import { Section } from '../Section'
import { SmartLink } from '../SmartLink'

/** Each solution's own picture (src/ui/blocks/Icon.tsx) when an editor has not chosen one in its `icon` field. */
const SOLUTION_ICONS: Record<SolutionKey, string> = {
  buyers: 'cart',
  suppliers: 'factory',
  logistics: 'ship',
  research: 'chart',
  lawFirms: 'scale',
  financialInstitutions: 'bank',
  investmentFirms: 'trending',
  government: 'building',
  college: 'graduation',
  media: 'newspaper',
}

/** `exclude`: the solution a detail page shows, left out of its "other solutions". */
export async function SolutionListBlock({
  block,
  site,
  learnMore,
  exclude,
}: {
  block: SolutionList
  site: Site
  learnMore: string
  exclude?: Solution['contId']
}) {
  const solutions = (await getSolutions(siteToLocale(site))).filter(
    (solution) => exclude === undefined || solution.contId !== exclude,
  )
  return (
    <Section heading={block.heading} intro={block.intro}>
      <div className={gridClass(solutions.length)}>
        {solutions.map((solution) => {
          const known = solutionById(solution.contId)
          const href = site === 'cn' || !known ? null : solutionDetailPath(site, known.id)
          return (
            <article key={solution.contId} className={styles.card}>
              <span className={styles.icon}>
                <Icon name={solution.icon || (known ? SOLUTION_ICONS[known.key] : 'target')} />
              </span>
              <h3>{solution.title}</h3>
              {solution.summary && <p>{solution.summary}</p>}
              {href && (
                <SmartLink
                  href={href}
                  site={site}
                  className={styles.more}
                  ariaLabel={`${learnMore}: ${solution.title}`}
                >
                  {learnMore} →
                </SmartLink>
              )}
            </article>
          )
        })}
      </div>
    </Section>
  )
}
