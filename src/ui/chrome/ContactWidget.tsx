import type { ContactWidgetData } from '../../data/navigation-types'
import type { Site } from '../../domain/locale'
import { uiStringsOfSite } from '../../i18n'
import styles from './ContactWidget.module.css'

export type ContactWidgetProps = {
  data: ContactWidgetData
  /** Strings of this site; the widget is only rendered on `cn` (SiteChrome decides). */
  site?: Site
}

/** `tel:` form of a displayed phone number (keeps digits and a leading +). */
function telHref(phone: string): string {
  const trimmed = phone.trim()
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/[^\d]/g, '')}`
}

/**
 * The floating contact widget of the Chinese site (SPEC §2.5): WeChat QR code (or the WeChat id), QQ and the phone
 * line, on desktop only (hidden below 1200 px by CSS). No JavaScript: each entry is a button or link whose panel
 * opens on hover and on keyboard focus, and whose content is also its accessible description.
 */
export function ContactWidget({ data, site = 'cn' }: ContactWidgetProps) {
  const t = uiStringsOfSite(site).widget
  const hasWechat = Boolean(data.wechatId || data.wechatQr)
  return (
    <aside className={styles.widget} aria-label={t.label}>
      <ul className={styles.list}>
        {hasWechat && (
          <li className={styles.entry}>
            <button
              type="button"
              className={styles.trigger}
              aria-label={t.wechat}
              aria-describedby="contact-widget-wechat"
            >
              <Glyph path={WECHAT_PATH} />
            </button>
            <div id="contact-widget-wechat" className={styles.panel}>
              <p className={styles.panelTitle}>{t.wechat}</p>
              {data.wechatQr ? (
                <>
                  {/* A small QR code image from the CMS. */}
                  <img
                    src={data.wechatQr.url}
                    alt={data.wechatQr.alt || t.scanToAdd}
                    width={data.wechatQr.width ?? 128}
                    height={data.wechatQr.height ?? 128}
                    loading="lazy"
                    decoding="async"
                    className={styles.qr}
                  />
                  <p className={styles.panelNote}>{t.scanToAdd}</p>
                </>
              ) : null}
              {data.wechatId && <p className={styles.panelValue}>{data.wechatId}</p>}
            </div>
          </li>
        )}
        {data.qq && (
          <li className={styles.entry}>
            <a
              className={styles.trigger}
              href={`https://wpa.qq.com/msgrd?v=3&uin=${encodeURIComponent(data.qq)}&site=qq&menu=yes`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${t.qq} ${data.qq}`}
              aria-describedby="contact-widget-qq"
            >
              <Glyph path={QQ_PATH} />
            </a>
            <div id="contact-widget-qq" className={styles.panel}>
              <p className={styles.panelTitle}>{t.qq}</p>
              <p className={styles.panelValue}>{data.qq}</p>
            </div>
          </li>
        )}
        {data.phone && (
          <li className={styles.entry}>
            <a
              className={styles.trigger}
              href={telHref(data.phone)}
              aria-label={`${t.phone} ${data.phone}`}
              aria-describedby="contact-widget-phone"
            >
              <Glyph path={PHONE_PATH} size={20} />
            </a>
            <div id="contact-widget-phone" className={styles.panel}>
              <p className={styles.panelTitle}>{t.phone}</p>
              <p className={styles.panelValue}>{data.phone}</p>
              {data.hours && (
                <p className={styles.panelNote}>
                  {t.hours}: {data.hours}
                </p>
              )}
            </div>
          </li>
        )}
      </ul>
    </aside>
  )
}

/** A contact channel's icon: one path on a 24-unit grid, in the text colour, hidden from assistive technology. */
function Glyph({ path, size = 22 }: { path: string; size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24">
      <path fill="currentColor" d={path} />
    </svg>
  )
}

const WECHAT_PATH =
  'M9.2 4C5.2 4 2 6.7 2 10c0 1.9 1 3.5 2.6 4.6L4 16.8l2.5-1.3c.8.2 1.7.4 2.7.4h.5a5.6 5.6 0 0 1-.2-1.5c0-3.3 3.1-5.9 7-5.9h.4C16.2 5.8 13 4 9.2 4Zm-2.4 3.2a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8Zm4.8 0a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8ZM16.5 9.6c-3.1 0-5.6 2.1-5.6 4.8s2.5 4.8 5.6 4.8c.7 0 1.3-.1 1.9-.3l2 1.1-.5-1.8c1.3-.9 2.1-2.3 2.1-3.8 0-2.7-2.5-4.8-5.5-4.8Zm-1.9 2.7a.75.75 0 1 1 0 1.5.75.75 0 0 1 0-1.5Zm3.8 0a.75.75 0 1 1 0 1.5.75.75 0 0 1 0-1.5Z'
const QQ_PATH =
  'M12 2.5c-3.3 0-5.6 2.6-5.6 6v1.1c-.9 1.2-2 3-2 4.6 0 1 .4 1.3.7 1.3.4 0 .9-.5 1.3-1.1.2 1 .8 2 1.6 2.7-.9.3-1.9.9-1.9 1.6 0 .8 1.6 1.3 3.4 1.3 1.2 0 2.1-.3 2.5-.6.4.3 1.3.6 2.5.6 1.8 0 3.4-.5 3.4-1.3 0-.7-1-1.3-1.9-1.6.8-.7 1.4-1.7 1.6-2.7.4.6.9 1.1 1.3 1.1.3 0 .7-.3.7-1.3 0-1.6-1.1-3.4-2-4.6V8.5c0-3.4-2.3-6-5.6-6Z'
const PHONE_PATH =
  'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2Z'
