import { buildXmlParser, type XmlEngine, type XmlParser, type XmlParserOptions } from './parser.js';

let engine: Promise<XmlEngine> | undefined;
let plain: Promise<XmlParser> | undefined;
// One parser per options object: a client that names the same options for each request (as a
// service's constant options are) builds its parser once, not per answer.
const byOptions = new WeakMap<XmlParserOptions, Promise<XmlParser>>();

/**
 * Core's safe XML parser (`createXmlParser` of `@lifesci/core/xml`), with the XML stack loaded
 * on first use: it then sits in a chunk of its own, so an app whose services can answer in XML
 * but which reads none at start does not carry it (a GenesClient app reads JSON summaries
 * first). A service names it as `ServiceConfig.xmlParser`.
 */
export function loadXmlParser(options?: XmlParserOptions): Promise<XmlParser> {
  engine ??= import('./engine.js');
  const loaded = engine;
  if (options === undefined) {
    plain ??= loaded.then((e) => buildXmlParser(e));
    return plain;
  }
  let parser = byOptions.get(options);
  if (parser === undefined) {
    parser = loaded.then((e) => buildXmlParser(e, options));
    byOptions.set(options, parser);
  }
  return parser;
}
