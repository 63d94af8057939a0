import { ParseError } from '../errors/classes.js';
import type * as Engine from './engine.js';
import { unsafeXmlReason } from './guard.js';
import {
  DEFAULT_ATTRIBUTE_PREFIX,
  DEFAULT_MAX_DEPTH,
  DEFAULT_TEXT_NODE_NAME,
  type PathView,
  toArrayPredicate,
  type XmlParserOptions,
} from './options.js';

export type { XmlParserOptions } from './options.js';

export interface XmlParser {
  /** Parses a document to plain objects. Values stay strings: schemas convert them once. */
  parse(input: string | Uint8Array): unknown;
}

const decoder = new TextDecoder('utf-8');

/** fast-xml-parser's classes, passed in so that this module does not import the package. */
export type XmlEngine = typeof Engine;

/**
 * The one XML parser factory of lifesci (behind `createXmlParser` and `loadXmlParser`), configured
 * safely: documents with entity declarations are refused before parsing (see `unsafeXmlReason`),
 * so only predefined entities (XML's five, HTML's named ones) and character references are
 * decoded, never declared ones; values are not coerced to numbers (ids like `00123` stay intact).
 */
export function buildXmlParser(engine: XmlEngine, options: XmlParserOptions = {}): XmlParser {
  const isArray = toArrayPredicate(options.isArray);
  const parser = new engine.XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: options.attributePrefix ?? DEFAULT_ATTRIBUTE_PREFIX,
    textNodeName: options.textNodeName ?? DEFAULT_TEXT_NODE_NAME,
    removeNSPrefix: options.removeNamespacePrefix ?? false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    processEntities: true,
    // Also decodes numeric character references (&#x3B1;), which XML requires.
    htmlEntities: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    jPath: false,
    maxNestedTags: options.maxDepth ?? DEFAULT_MAX_DEPTH,
    isArray: (name, path, _leaf, isAttribute) => !isAttribute && isArray(name, path as PathView),
  });
  return {
    parse(input) {
      let text = typeof input === 'string' ? input : decoder.decode(input);
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      const unsafe = unsafeXmlReason(text);
      if (unsafe) throw new ParseError('XML document', `unsafe XML: ${unsafe}`);
      if (options.strict) {
        const result = engine.XMLValidator.validate(text);
        if (result !== true) {
          throw new ParseError('XML document', `malformed XML at line ${result.err.line}: ${result.err.msg}`);
        }
      }
      try {
        return parser.parse(text);
      } catch (error) {
        throw new ParseError('XML document', `malformed XML: ${(error as Error).message}`, { cause: error });
      }
    },
  };
}
