import type { ComparisonTableBlock as ComparisonTable } from '../../payload-types'
import styles from '../blocks.module.css'
import { Section } from '../Section'

export function ComparisonTableBlock({ block }: { block: ComparisonTable }) {
  const columns = block.columns ?? []
  return (
    <Section heading={block.heading} intro={block.intro}>
      <div className={styles.tableWrap} role="region" aria-label={block.heading ?? undefined} tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={column.id ?? index} scope="col">{column.label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(block.rows ?? []).map((row) => (
              <tr key={row.id ?? row.label}>
                <th scope="row">{row.label}</th>
                {(row.values ?? []).map((value, index) => (
                  <td key={value.id ?? index}>{value.value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  )
}
