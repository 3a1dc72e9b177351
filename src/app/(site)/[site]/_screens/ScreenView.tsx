import { RenderBlocks } from '@/ui/blocks/RenderBlocks'
import { RichTextContent } from '@/ui/blocks/RichText/RichTextContent'
import styles from '@/kit/blocks.module.css'
import { Section } from '@/ui/blocks/Section'
import { FormBlock } from '@/ui/blocks/Forms/Component'
import type { Site } from '@/domain/locale'
import { uiStringsOfSite } from '@/i18n'
import { fill } from '@/i18n/fill'
import { CallToActionBlock } from '@/ui/blocks/CallToAction/Component'
import { SITE_PATHS } from '@/domain/routing'
import Link from 'next/link'
import { VideoPlayer } from '@/ui/blocks/Video/Player'
import { PLATFORM_TOUR_VIDEO } from '@/kit/platform-tour'

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
      const servicePath = `/${site}/service/${service.slug}`
      // A service with an article route (SPEC §2.1: Hide-article with /detail): the service page introduces it and
      // links the article; the article page shows the text with a way back. Others show their text in place.
      const hasArticle = SITE_PATHS[site].includes(`service/${service.slug}/detail`)
      const showBody = service.body && (variant === 'article' || (variant === 'detail' && !hasArticle))
      return (
        <>
          <section className={styles.hero}>
            <div className={styles.container}>
              <p className={styles.eyebrow}>
                {variant === 'article' ? (
                  <Link href={servicePath} style={{ color: 'inherit' }}>
                    ← {service.name}
                  </Link>
                ) : (
                  (service.provider ?? t.services.allServices)
                )}
              </p>
              <h1>{service.name}</h1>
              {service.summary && <p>{service.summary}</p>}
              {variant === 'detail' && hasArticle && service.body && (
                <Link href={`${servicePath}/detail`} className={`${styles.btn} ${styles.btnLight}`}>
                  {t.services.readArticle} →
                </Link>
              )}
            </div>
          </section>
          {/* /cn/service/video/play: an example of a product video, our own platform tour. */}
          {variant === 'play' && (
            <Section>
              <VideoPlayer
                url={PLATFORM_TOUR_VIDEO.url}
                poster={{
                  src: PLATFORM_TOUR_VIDEO.poster,
                  width: PLATFORM_TOUR_VIDEO.width,
                  height: PLATFORM_TOUR_VIDEO.height,
                  alt: t.news.tourCaption,
                }}
                label={t.news.tourCaption}
                unavailable={t.news.videoUnavailable}
                autoPlay
              />
              <p className={styles.caption}>{t.news.tourCaption}</p>
            </Section>
          )}
          {showBody && (
            <Section>
              {variant === 'article' ? (
                <article className={styles.prose}>
                  <RichTextContent data={service.body!} site={site} />
                </article>
              ) : (
                <RichTextContent data={service.body!} site={site} />
              )}
            </Section>
          )}
          {service.form === 'credit-report' && (
            <FormBlock
              block={{ blockType: 'creditReportForm', anchor: 'apply', heading: t.services.applyNow }}
              site={site}
              t={t}
            />
          )}
          {service.form === 'debt-claim' && (
            <FormBlock
              block={{ blockType: 'debtClaimForm', anchor: 'apply', heading: t.services.applyNow }}
              site={site}
              t={t}
            />
          )}
          {/* Every service page ends with a way to act: its form above, or a consultant. */}
          {(!service.form || service.form === 'none') && (
            <CallToActionBlock
              block={{
                blockType: 'callToAction',
                heading: fill(t.services.ctaHeading, { name: service.name }),
                text: t.services.ctaText,
                action: 'link',
                href: `/${site}/contact`,
                label: t.services.consult,
              }}
              site={site}
            />
          )}
        </>
      )
    }
  }
}
