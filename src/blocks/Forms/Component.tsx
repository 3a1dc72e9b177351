import { getSiteSettings } from '../../data/navigation'
import type { Site } from '../../domain/locale'
import type { UiStrings } from '../../i18n'
import type { ContactFormBlock, CreditReportFormBlock, DebtClaimFormBlock, DemoFormBlock } from '../../payload-types'
import styles from '../blocks.module.css'
import { DemoTrigger } from '../DemoTrigger'
import { Section } from '../Section'

type FormBlockData = DemoFormBlock | ContactFormBlock | CreditReportFormBlock | DebtClaimFormBlock

/**
 * The visitor forms. Until their endpoints exist (SPEC §7, the forms issue) a form block offers the ways that work
 * today: the demo dialog and the sales e-mail address.
 */
export async function FormBlock({ block, site, t }: { block: FormBlockData; site: Site; t: UiStrings }) {
  const settings = await getSiteSettings(site)
  return (
    <Section anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <div className={styles.cta} style={{ background: 'var(--bg-soft)', color: 'var(--ink)', border: '1px solid var(--line)' }}>
        {settings.salesEmail && (
          <p>
            {t.contact.email}: <a href={`mailto:${settings.salesEmail}`}>{settings.salesEmail}</a>
          </p>
        )}
        <DemoTrigger className={`${styles.btn} ${styles.btnPrimary}`}>{t.footer.requestDemo}</DemoTrigger>
      </div>
    </Section>
  )
}
