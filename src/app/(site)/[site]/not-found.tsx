import { NotFoundScreen } from './_screens/NotFoundScreen'

/** 404 for unknown paths of a site (SPEC §2.4, §8): 'This page could not be found'. */
export default function NotFound() {
  return <NotFoundScreen />
}
