/**
 * The integration files share one database. The access matrix creates documents with unique keys (the three legal
 * kinds, the five tier codes) that the site seed also takes, so it runs first, on a database no seed has filled, and
 * removes what it made before the files that seed run.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const FIRST = ['access-matrix.test.ts']

export default class IntegrationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const first = (spec: TestSpecification) => FIRST.some((name) => spec.moduleId.endsWith(`/${name}`))
    return [...sorted.filter(first), ...sorted.filter((spec) => !first(spec))]
  }
}
