import { RenderBlocks } from '@/blocks/RenderBlocks'
import { RichTextContent } from '@/blocks/RichText/RichTextContent'
import styles from '@/blocks/blocks.module.css'
import { Section } from '@/blocks/Section'
import { FormBlock } from '@/blocks/Forms/Component'
import type { Site } from '@/domain/locale'
import { uiStringsOfSite } from '@/i18n'

import type { Screen } from './resolve'
import { SolutionDetail } from './SolutionDetail'

export function ScreenView({ screen, site }: { screen: Screen; site: Site }) {
  const t = uiStringsOfSite(site)
  switch (screen.kind) {
    case 'page':
      return <RenderBlocks blocks={screen.page.layout} site={site} />
    case 'legal':
      return (
        <Section heading={screen.document.title} headingLevel={1}>
          <p className={styles.intro}>
            {screen.document.version} · {screen.document.effectiveDate.slice(0, 10)}
          </p>
          <RichTextContent data={screen.document.body} site={site} />
        </Section>
      )
    case 'solution':
      return <SolutionDetail solution={screen.solution} site={site} />
    case 'service': {
      const { service, variant } = screen
      return (
        <>
          <section className={styles.hero}>
            <div className={styles.container}>
              <p className={styles.eyebrow}>{service.provider ?? t.services.allServices}</p>
              <h1>{service.name}</h1>
              {service.summary && <p>{service.summary}</p>}
            </div>
          </section>
          {variant !== 'play' && service.body && (
            <Section>
              <RichTextContent data={service.body} site={site} />
            </Section>
          )}
          {service.form === 'credit-report' && (
            <FormBlock block={{ blockType: 'creditReportForm', anchor: 'apply', heading: t.services.applyNow }} site={site} t={t} />
          )}
          {service.form === 'debt-claim' && (
            <FormBlock block={{ blockType: 'debtClaimForm', anchor: 'apply', heading: t.services.applyNow }} site={site} t={t} />
          )}
        </>
      )
    }
  }
}
