import { buildXmlParser, type XmlEngine, type XmlParser, type XmlParserOptions } from './parser.js';

let engine: Promise<XmlEngine> | undefined;

/**
 * Core's safe XML parser (`createXmlParser` of `@lifesci/core/xml`), with fast-xml-parser loaded
 * on first use: the XML stack (~60 kB minified) then sits in a chunk of its own, so an app whose
 * services can answer in XML but which reads none at start does not carry it (a GenesClient app
 * reads JSON summaries first). A service names it as `ServiceConfig.xmlParser`.
 */
export function loadXmlParser(options?: XmlParserOptions): Promise<XmlParser> {
  engine ??= import('./engine.js');
  return engine.then((loaded) => buildXmlParser(loaded, options));
}
