/**
 * Throttle with leading and trailing calls: `fn` runs at once, then at most once per `ms`, and once more after the
 * last call of a burst so the final state (scroll position, width) is never missed. `cancel` drops a pending call.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
): ((...args: A) => void) & { cancel: () => void } {
  let last = -Infinity
  let timer: ReturnType<typeof setTimeout> | null = null
  let pending: A | null = null
  const run = (args: A) => {
    last = Date.now()
    fn(...args)
  }
  const throttled = (...args: A) => {
    const wait = ms - (Date.now() - last)
    if (wait <= 0 && timer === null) {
      run(args)
      return
    }
    pending = args
    if (timer === null) {
      timer = setTimeout(
        () => {
          timer = null
          if (pending) {
            const next = pending
            pending = null
            run(next)
          }
        },
        Math.max(0, wait),
      )
    }
  }
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
    pending = null
  }
  return throttled
}
