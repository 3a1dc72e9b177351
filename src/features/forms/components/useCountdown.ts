'use client'

import { useEffect, useState, type Dispatch, type SetStateAction } from 'react'

/** Seconds left of a countdown that ticks down once a second to 0 (e.g. before a code may be sent again). */
export function useCountdown(): [number, Dispatch<SetStateAction<number>>] {
  const [seconds, setSeconds] = useState(0)
  useEffect(() => {
    if (seconds <= 0) return
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [seconds])
  return [seconds, setSeconds]
}
