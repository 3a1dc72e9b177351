import {
  ContactFormLazy as ContactForm,
  CreditReportFormLazy as CreditReportForm,
  DebtClaimFormLazy as DebtClaimForm,
} from '../../../features/forms/components/LazyForms'
import { getSiteSettings } from '../../../data/navigation'
import { siteToLocale, type Site } from '../../../domain/locale'
import type { UiStrings } from '../../../i18n'
import type { ContactFormBlock, CreditReportFormBlock, DebtClaimFormBlock, DemoFormBlock } from '../../../payload-types'
import styles from '../../../kit/blocks.module.css'
import { DemoTrigger } from '../DemoTrigger'
import { Section } from '../Section'

type FormBlockData = DemoFormBlock | ContactFormBlock | CreditReportFormBlock | DebtClaimFormBlock

/**
 * The visitor forms of SPEC §3/§5 as page blocks (and on the service pages): the contact form with its image code,
 * the credit-report request and the debt claim render in place; the demo request opens the demo dialog.
 * Server component: the client forms receive only the strings they show.
 */
export async function FormBlock({ block, site, t }: { block: FormBlockData; site: Site; t: UiStrings }) {
  const locale = siteToLocale(site)
  const forms = t.forms
  return (
    <Section anchor={block.anchor} heading={block.heading} intro={block.intro}>
      {block.blockType === 'contactForm' && <ContactForm locale={locale} t={{ contactForm: t.contactForm, forms }} />}
      {block.blockType === 'creditReportForm' && (
        <CreditReportForm locale={locale} t={{ creditForm: t.creditForm, contactForm: t.contactForm, forms }} />
      )}
      {block.blockType === 'debtClaimForm' && (
        <DebtClaimForm locale={locale} t={{ debtForm: t.debtForm, demo: t.demo, forms }} />
      )}
      {block.blockType === 'demoForm' && <DemoRequest site={site} t={t} />}
    </Section>
  )
}

async function DemoRequest({ site, t }: { site: Site; t: UiStrings }) {
  const settings = await getSiteSettings(site)
  return (
    <div
      className={styles.cta}
      style={{ background: 'var(--bg-soft)', color: 'var(--ink)', border: '1px solid var(--line)' }}
    >
      <p>{t.demo.intro}</p>
      <DemoTrigger className={`${styles.btn} ${styles.btnPrimary}`}>{t.footer.requestDemo}</DemoTrigger>
      {settings.salesEmail && (
        <p style={{ marginTop: 16 }}>
          {t.contact.email}: <a href={`mailto:${settings.salesEmail}`}>{settings.salesEmail}</a>
        </p>
      )}
    </div>
  )
}
