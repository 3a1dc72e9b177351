'use client'

import { useEffect, useState } from 'react'

/**
 * The current year (SPEC §2.5 "year from current date"). Pages are cached, so the server's year may be old by the
 * time a page is served: it is the first value, and the browser puts in its own after hydration.
 */
export function CurrentYear({ initial }: { initial: number }) {
  const [year, setYear] = useState(initial)
  useEffect(() => {
    setYear(new Date().getFullYear())
  }, [])
  return <>{year}</>
}
