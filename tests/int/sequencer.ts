/**
 * The order files start in. The unit files first: they run while the global setup migrates and seeds the integration
 * template in the background (tests/int/global-setup.ts). Then the integration files, each with a database of its own,
 * side by side, the longest first, so that the two workers finish together instead of one waiting for the access
 * matrix at the end.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const LONGEST_FIRST = ['forms.test.ts', 'access-matrix.test.ts', 'payments.test.ts', 'accounts.test.ts']

export default class IntegrationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (spec: TestSpecification) => {
      if (spec.project.name !== 'int') return -1
      const index = LONGEST_FIRST.findIndex((name) => spec.moduleId.endsWith(`/${name}`))
      return index === -1 ? LONGEST_FIRST.length : index
    }
    return [...sorted].sort((a, b) => rank(a) - rank(b))
  }
}
