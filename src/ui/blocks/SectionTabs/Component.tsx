import type { SectionTabsBlock as SectionTabs } from '../../../payload-types'
import styles from '../../../kit/blocks.module.css'

export function SectionTabsBlock({ block, label }: { block: SectionTabs; label: string }) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      <ul>
        {(block.tabs ?? []).map((tab) => (
          <li key={tab.id ?? tab.anchor}>
            <a href={`#${tab.anchor}`}>{tab.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
