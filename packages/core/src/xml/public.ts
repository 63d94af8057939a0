// `@lifesci/core/xml`: the synchronous XML parser factory. It is not in core's main entry so that
// `loadXmlParser` (there) is the only way the main entry reaches fast-xml-parser, through a
// dynamic import: a bundler then keeps the XML stack out of the start chunk of apps that do not
// call this factory themselves.
import * as engine from './engine.js';
import { buildXmlParser, type XmlParser, type XmlParserOptions } from './parser.js';

/**
 * Core's safe XML parser, synchronously: entity declarations refused, values left as strings,
 * repeated elements as arrays where `options.isArray` says (see `XmlParserOptions`, exported with
 * `XmlParser` by `@lifesci/core`).
 */
export function createXmlParser(options: XmlParserOptions = {}): XmlParser {
  return buildXmlParser(engine, options);
}
