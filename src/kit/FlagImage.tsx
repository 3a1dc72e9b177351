import styles from './blocks.module.css'

/**
 * A country's flag (public/media/flags/{alpha2}.webp, from flag-icons by scripts/visuals/coverage-map.ts), 20 × 15,
 * decorative beside the country's name. Imports nothing else, so client components (the purchase form) can use it.
 */
export function FlagImage({ alpha2 }: { alpha2: string }) {
  return (
    <img
      src={`/media/flags/${alpha2.toLowerCase()}.webp`}
      alt=""
      width={20}
      height={15}
      loading="lazy"
      decoding="async"
      className={styles.flag}
    />
  )
}
