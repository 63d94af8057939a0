import type { XmlEngine, XmlParser, XmlParserOptions } from './parser.js';

type Stack = { engine: XmlEngine; build: typeof import('./parser.js').buildXmlParser };

let stack: Promise<Stack> | undefined;
let plain: Promise<XmlParser> | undefined;
// One parser per options object: a client that names the same options for each request (as a
// service's constant options are) builds its parser once, not per answer.
const byOptions = new WeakMap<XmlParserOptions, Promise<XmlParser>>();

/** The parser and its engine, both imported on the first XML answer (not when core is imported). */
function loadStack(): Promise<Stack> {
  stack ??= Promise.all([import('./engine.js'), import('./parser.js')]).then(([engine, parser]) => ({
    engine,
    build: parser.buildXmlParser,
  }));
  return stack;
}

/**
 * Core's safe XML parser (`createXmlParser` of `@lifesci/core/xml`), with the XML stack loaded
 * on first use: it then sits in a chunk of its own, so an app whose services can answer in XML
 * but which reads none at start does not carry it (a GenesClient app reads JSON summaries
 * first), and importing a service costs none of it. A service names it as
 * `ServiceConfig.xmlParser`.
 */
export function loadXmlParser(options?: XmlParserOptions): Promise<XmlParser> {
  if (options === undefined) {
    plain ??= loadStack().then(({ engine, build }) => build(engine));
    return plain;
  }
  let parser = byOptions.get(options);
  if (parser === undefined) {
    parser = loadStack().then(({ engine, build }) => build(engine, options));
    byOptions.set(options, parser);
  }
  return parser;
}
