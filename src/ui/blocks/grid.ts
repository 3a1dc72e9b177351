/**
 * Card grids without a lonely last card: the column count for `count` cards when `preferred` columns were asked for.
 * A count that would leave one card alone on the last row takes one column more (4 products → 4 columns, 7 honours →
 * 4 + 3) or fewer, whichever first leaves the last row at least half full. On the two-column tablet layout an odd last
 * card spans both columns (blocks.module.css).
 */
import styles from '../../kit/blocks.module.css'

export type Columns = 2 | 3 | 4

export function balancedColumns(count: number, preferred: Columns = 3): Columns {
  if (count <= preferred) return Math.max(2, Math.min(preferred, count)) as Columns
  // The preferred count first, then the nearer ones (more columns before fewer).
  const candidates = ([2, 3, 4] as Columns[]).sort((a, b) => Math.abs(a - preferred) - Math.abs(b - preferred) || b - a)
  for (const columns of candidates) {
    const rest = count % columns
    if (rest === 0 || (rest >= 2 && rest * 2 >= columns)) return columns
  }
  return preferred
}

/** The class names of a card grid of `count` cards (see balancedColumns). */
export function gridClass(count: number, preferred: Columns = 3): string {
  return `${styles.grid} ${styles[`cols${balancedColumns(count, preferred)}`]}`
}
