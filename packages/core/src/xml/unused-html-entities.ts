// Stands in for entities' `generated/decode-data-html.js` in core's bundle (package.json
// `lifesciBuild.replace`, tooling/scripts/build-package.mjs). That module decodes HTML's entity
// table when it loads, a third of the cost of loading the XML stack, and core never reads the
// table: its tokenizer runs in XML mode with entity decoding off (`tokenizerFor` in elements.ts),
// and core decodes entities itself (entities.ts). The tree is empty, so nothing could decode HTML
// entities with it.
export const htmlDecodeTree: Uint16Array = new Uint16Array(0);
