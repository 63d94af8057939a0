// fast-xml-parser, the one module of core that imports it: `loadXmlParser` imports this file
// dynamically, so a bundler gives it a chunk holding the XML stack alone (no core code shared
// with the start chunk), and `@lifesci/core/xml` imports it statically.
export { XMLParser, XMLValidator } from 'fast-xml-parser';
