import type { ComparisonTableBlock as ComparisonTable } from '../../../payload-types'
import styles from '../../../kit/blocks.module.css'
import { Section } from '../Section'

export function ComparisonTableBlock({ block }: { block: ComparisonTable }) {
  const columns = block.columns ?? []
  const rows = block.rows ?? []
  // Each row starts with its label (a row header): the header row starts with an empty corner cell above them, so
  // every column label stands above its own values.
  const rowLabels = rows.some((row) => row.label)
  return (
    <Section heading={block.heading} intro={block.intro}>
      <div
        className={`${styles.tableWrap} ${styles.compareWrap}`}
        role="region"
        aria-label={block.heading ?? undefined}
        tabIndex={0}
      >
        <table className={`${styles.table} ${styles.compare}`}>
          <thead>
            <tr>
              {rowLabels && <td className={styles.corner} />}
              {columns.map((column, index) => (
                <th key={column.id ?? index} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
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
