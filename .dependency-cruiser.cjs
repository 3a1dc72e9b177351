/**
 * The layering of DESIGN.md "Layout", checked by `npm run lint`: a file may import files of its own layer and of the
 * layers below it, never above, and no import circle anywhere.
 *   domain ← i18n, settings ← http, server, db ← cms, data, kit ← features ← ui ← app, payload.config,
 *   seed, scripts
 * `@payload-config` (payload.config.ts) is imported only where Payload is started: routes, scripts, the server.
 *
 * The three imports that run up, accepted in .dependency-cruiser-known-violations.json (a new one fails the lint):
 *  - src/data/payload.ts → payload.config.ts: the sites' cached reads start Payload for the server components that
 *    call them (the one place below the routes that does);
 *  - src/domain/errors.ts → src/i18n/messages/answers.ts, src/i18n/fill.ts: the §8 error catalogue's messages are
 *    the spec's own words, kept with every other text in the catalogue; the answer body is built in the domain.
 */
const layers = [
  ['domain', '^src/domain/'],
  ['i18n', '^src/(i18n/|env\\.ts|settings\\.ts|types/)'],
  ['infra', '^src/(http|server|db)/|^src/(instrumentation|proxy)\\.ts$'],
  // The collection kit, the sites' reads, UI primitives, block schemas (the Pages collection's fields) and seed data.
  [
    'kit',
    '^src/(cms|data|kit)/|^src/ui/blocks/([^/]+/config|fields|grid|index)\\.ts$|^src/seed/(types|pictures|visuals)\\.ts$|^src/seed/content/',
  ],
  ['features', '^src/features/'],
  ['ui', '^src/ui/'],
  ['app', '^src/(app|seed)/|^payload\\.config\\.ts$|^next\\.config\\.ts$|^scripts/'],
]

/** A file is in the first layer whose pattern it matches (src/ui/kit before src/ui). */
const layerPath = (index) =>
  layers
    .slice(0, index + 1)
    .map(([, path]) => `(${path})`)
    .join('|')
const belowPath = (index) => (index === 0 ? '^$' : layerPath(index - 1))

const upward = layers.slice(0, -1).map(([name], index) => ({
  name: `no-upward-from-${name}`,
  comment: `${name} imports only its own layer and the layers below it (DESIGN.md "Layout")`,
  severity: 'error',
  from: { path: layerPath(index), pathNot: belowPath(index) },
  to: {
    path: layers
      .slice(index + 1)
      .map(([, above]) => `(${above})`)
      .join('|'),
    pathNot: layerPath(index),
  },
}))

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circles: each part of the code can be read and tested from the bottom up',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...upward,
    {
      name: 'payload-config-only-where-payload-starts',
      comment: 'Hooks and features use req.payload; only routes, scripts and the server start Payload',
      severity: 'error',
      from: { pathNot: '^src/(app|server|seed)/|^src/data/payload\\.ts$|^scripts/|^tests/' },
      to: { path: '^payload\\.config\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next|tests|migrations)/|payload-types\\.ts$|importMap\\.js$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
