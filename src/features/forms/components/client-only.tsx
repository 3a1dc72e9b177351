'use client'
/**
 * A component loaded in the browser only, on first render: the server (and the first render while hydrating) shows
 * the placeholder. React's own `lazy` does the loading, so the pages do not ship next/dynamic's loader as well.
 */
import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react'

const never = () => () => {}

export function clientOnly<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: ReactNode = null,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })))
  function ClientOnly(props: P) {
    // false on the server and while hydrating, true once mounted in the browser.
    const mounted = useSyncExternalStore(
      never,
      () => true,
      () => false,
    )
    if (!mounted) return <>{placeholder}</>
    return (
      <Suspense fallback={placeholder}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  return ClientOnly
}
