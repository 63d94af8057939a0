// The API reference: one TypeDoc site for every published package, built by `npm run docs`
// (tooling/scripts/task.mjs) into docs/api/. Paths are relative to this file; those under
// packageOptions are relative to each package.
/** @type {Partial<import('typedoc').TypeDocOptions>} */
export default {
  name: 'lifesci',
  // Every directory under packages/ is a published package (docs-scripts.test.mjs checks it).
  // TypeDoc takes each package's entry points from its `exports` map, one module per subpath
  // (`./package.json` is not a module and is skipped), and its README as the package's page.
  entryPointStrategy: 'packages',
  entryPoints: ['../../packages/*'],
  readme: './index.md',
  out: '../../docs/api',
  // TypeDoc lists a property once per time TypeScript lists its declaration; see the plugin.
  plugin: ['./dedupe-declarations.mjs'],
  packageOptions: {
    // The published build: imports of other workspace packages resolve to their built
    // declarations, and `exports` (dist/*.d.ts) maps back to src/ through the declaration maps.
    tsconfig: 'tsconfig.build.json',
    excludePrivate: true,
    excludeInternal: true,
    disableSources: true,
    // Packages refer to helper types they do not export (e.g. core's `ReadonlyArrays`); they are
    // internal on purpose, and exporting them would change the packages' API.
    validation: { notExported: false },
  },
  validation: {
    notExported: false,
    invalidLink: true,
    invalidPath: true,
    // Off for one case only: `string & {}` in compounds' `AnnotationParams.heading` comes out of
    // core's `InputOf` as an object type of String's methods, so TypeDoc renders TypeScript's own
    // String docs there, whose `{@linkcode searchValue}` points at a parameter that has no page
    // (TypeDoc links its parent instead and warns). Neither the comment (in TypeScript's lib) nor
    // the type (runtime-neutral, but an API change) is ours to change here.
    rewrittenLink: false,
  },
  // A new warning fails `npm run docs` (and CI).
  treatWarningsAsErrors: true,
};
