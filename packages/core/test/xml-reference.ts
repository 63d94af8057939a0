import { ParseError, type XmlParserOptions } from '@lifesci/core';
import { XMLParser } from 'fast-xml-parser';

/**
 * fast-xml-parser with the settings core's parser reproduces: the reference both of core's XML
 * readers (`createXmlParser` and `xmlElements`, built on one tokenizer) are checked against, so
 * the two cannot drift together unnoticed. Same safety as core's: an entity declaration is refused.
 */
export function referenceXmlParser(options: XmlParserOptions = {}): {
  parse(text: string | Uint8Array): unknown;
} {
  const { isArray } = options;
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: options.attributePrefix ?? '@_',
    textNodeName: options.textNodeName ?? '#text',
    removeNSPrefix: options.removeNamespacePrefix ?? false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    processEntities: true,
    htmlEntities: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    isArray: (name, path, _leaf, isAttribute) => {
      if (isAttribute || !isArray) return false;
      if (typeof isArray === 'function') return isArray(name, String(path));
      return isArray.includes(name) || isArray.includes(String(path));
    },
  });
  return {
    parse(input) {
      let text = typeof input === 'string' ? input : new TextDecoder().decode(input);
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      if (/<!ENTITY/i.test(text)) throw new ParseError('XML document', 'unsafe XML: entity declaration');
      return parser.parse(text);
    },
  };
}
