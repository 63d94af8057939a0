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
  packageOptions: {
    // What users get: each package's entry points are the `types` targets of its `exports`
    // (dist/*.d.ts, the published declarations tooling/scripts/build-package.mjs writes), read in
    // one program of every package's dist/ (tooling/typedoc/tsconfig.json; this path is relative
    // to each package).
    tsconfig: '../../tooling/typedoc/tsconfig.json',
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
  },
  // A new warning fails `npm run docs` (and CI).
  treatWarningsAsErrors: true,
};
