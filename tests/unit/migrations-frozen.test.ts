import { builtinModules } from 'node:module'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const MIGRATIONS_DIR = path.join(ROOT, 'migrations')

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : filesUnder(full, pattern)
    return pattern.test(name) ? [full] : []
  })
}

type Dependency = { specifier: string | null; typeOnly: boolean; line: number }

/**
 * Every module a source text depends on, read from its syntax tree (not fooled by comments or SQL text): imports and
 * re-exports, `import x = require()`, `require()`, `import()` and `import('x').Type`. A `require` or `import()` of
 * anything but a plain string has a null specifier: what it loads cannot be known.
 */
export function dependenciesOf(source: string, fileName = 'file.ts'): Dependency[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const found: Dependency[] = []
  const add = (node: ts.Node, specifier: ts.Expression | undefined, typeOnly: boolean) => {
    const literal = specifier && (ts.isStringLiteral(specifier) || ts.isNoSubstitutionTemplateLiteral(specifier))
    found.push({
      specifier: literal ? specifier.text : null,
      typeOnly,
      line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
    })
  }
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause
      const allTypes =
        clause?.isTypeOnly === true ||
        (clause !== undefined &&
          clause.name === undefined &&
          clause.namedBindings !== undefined &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly))
      add(node, node.moduleSpecifier, allTypes)
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      add(node, node.moduleSpecifier, node.isTypeOnly)
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node, node.moduleReference.expression, node.isTypeOnly)
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument
      add(node, ts.isLiteralTypeNode(argument) ? argument.literal : undefined, true)
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword
      const isRequire = ts.isIdentifier(callee) && callee.text === 'require'
      if (isImport || isRequire) add(node, node.arguments[0], false)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

const NODE_BUILTINS = new Set(builtinModules)

/**
 * Why a migration may not depend on this module, or null when it may: files of `migrations/` itself, node's
 * built-ins, `@payloadcms/db-postgres`, and types (only) from `payload`.
 */
export function refusal(fromFile: string, dependency: Dependency): string | null {
  const { specifier, typeOnly } = dependency
  if (specifier === null) return 'a module named at run time'
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const target = path.resolve(path.dirname(fromFile), specifier)
    const inside = path.relative(MIGRATIONS_DIR, target)
    return inside.startsWith('..') || path.isAbsolute(inside) ? 'a file outside migrations/' : null
  }
  if (specifier.startsWith('node:') || NODE_BUILTINS.has(specifier)) return null
  if (specifier === '@payloadcms/db-postgres' || specifier.startsWith('@payloadcms/db-postgres/')) return null
  if (specifier === 'payload') return typeOnly ? null : 'payload code (types only)'
  return 'a package or path alias not allowed'
}

function problemsOf(file: string, source: string): string[] {
  return dependenciesOf(source, file).flatMap((dependency) => {
    const reason = refusal(file, dependency)
    return reason ? [`line ${dependency.line}: ${dependency.specifier ?? '(dynamic)'} is ${reason}`] : []
  })
}

const migrationFiles = filesUnder(MIGRATIONS_DIR, /\.(ts|tsx|js|mjs|cjs|mts|cts)$/)

describe('migrations are frozen: they carry their own SQL and code', () => {
  it('finds the migrations, their index and the frozen helpers', () => {
    const names = migrationFiles.map((file) => path.relative(MIGRATIONS_DIR, file))
    expect(names).toEqual(
      expect.arrayContaining([
        'index.ts',
        '20261121_234806_initial.ts',
        '20261123_132952_translation_tasks.ts',
        '20261125_234100_issue26_globals_tracking.ts',
        path.join('_frozen', 'translation-backfill.ts'),
      ]),
    )
  })

  it('the checker sees every way to load a module and refuses live code', () => {
    const file = path.join(MIGRATIONS_DIR, '20990101_000000_sample.ts')
    const sample = [
      "import { sql, type MigrateUpArgs } from '@payloadcms/db-postgres'",
      "import type { PayloadRequest } from 'payload'",
      "import { createHash } from 'node:crypto'",
      "import { backfill } from './_frozen/translation-backfill'",
      "import { recordSave } from '../src/domain/translation-status'",
      "import {\n  seed,\n} from '../src/seed'",
      "export { Pages } from '../collections/Pages'",
      "import config from '@payload-config'",
      "import { label } from '@/cms/label'",
      "import { getPayload } from 'payload'",
      "import './side-effect-elsewhere/../../src/jobs'",
      "import legacy = require('../src/legacy')",
      "const env = require('../src/env')",
      "const later = await import('../src/features/translations/translation-state')",
      'const named = await import(modulePath)',
      "type Config = import('../payload.config').Config",
      "// import { old } from '../src/old' (a comment)",
      'const text = sql`select \'import x from "../src/y"\'`',
    ].join('\n')
    expect(problemsOf(file, sample)).toEqual([
      'line 5: ../src/domain/translation-status is a file outside migrations/',
      'line 6: ../src/seed is a file outside migrations/',
      'line 9: ../collections/Pages is a file outside migrations/',
      'line 10: @payload-config is a package or path alias not allowed',
      'line 11: @/cms/label is a package or path alias not allowed',
      'line 12: payload is payload code (types only)',
      'line 13: ./side-effect-elsewhere/../../src/jobs is a file outside migrations/',
      'line 14: ../src/legacy is a file outside migrations/',
      'line 15: ../src/env is a file outside migrations/',
      'line 16: ../src/features/translations/translation-state is a file outside migrations/',
      'line 17: (dynamic) is a module named at run time',
      'line 18: ../payload.config is a file outside migrations/',
    ])
  })

  it.each(migrationFiles.map((file) => [path.relative(MIGRATIONS_DIR, file), file]))(
    '%s imports nothing but migrations/, @payloadcms/db-postgres, payload types and node built-ins',
    (_name, file) => {
      expect(problemsOf(file, readFileSync(file, 'utf8'))).toEqual([])
    },
  )

  it('the frozen helpers serve the migrations only: no code outside migrations/ imports them', () => {
    const outside = ['src', 'scripts', 'tests', 'collections']
      .map((dir) => path.join(ROOT, dir))
      .filter((dir) => {
        try {
          return statSync(dir).isDirectory()
        } catch {
          return false
        }
      })
      .flatMap((dir) => filesUnder(dir, /\.(ts|tsx|js|mjs|cjs)$/))
      .concat(['payload.config.ts'].map((name) => path.join(ROOT, name)))
    const importers = outside.filter((file) => {
      const source = readFileSync(file, 'utf8')
      // Parsed only when the name appears at all: parsing every source file would take seconds.
      if (!source.includes('_frozen')) return false
      return dependenciesOf(source, file).some((dependency) => {
        if (!dependency.specifier?.startsWith('.')) return false
        const target = path.relative(MIGRATIONS_DIR, path.resolve(path.dirname(file), dependency.specifier))
        return target.split(path.sep)[0] === '_frozen'
      })
    })
    expect(importers.map((file) => path.relative(ROOT, file))).toEqual([])
  })
})
