import { ParseError } from '../errors/classes.js';
import { ElementBuilder, ROOT_ELEMENTS } from './element-builder.js';
import { asParseError, Chunks, tokenizerFor } from './elements.js';
import type * as Engine from './engine.js';
import { unsafeXmlReason } from './guard.js';
import { type ArrayPredicate, toArrayPredicate, type XmlParserOptions } from './options.js';

export type { XmlParserOptions } from './options.js';

export interface XmlParser {
  /** Parses a document to plain objects. Values stay strings: schemas convert them once. */
  parse(input: string | Uint8Array): unknown;
}

const decoder = new TextDecoder('utf-8');

/** The XML stack's modules, passed in so that this module does not import them. */
export type XmlEngine = typeof Engine;

/**
 * The one XML parser factory of lifesci (behind `createXmlParser` and `loadXmlParser`), configured
 * safely: documents with entity declarations are refused before parsing (see `unsafeXmlReason`),
 * so only predefined entities (XML's five, HTML's named ones) and character references are
 * decoded, never declared ones; values are not coerced to numbers (ids like `00123` stay intact).
 *
 * The tree is built by the builder `xmlElements` streams with (htmlparser2's tokenizer), in the
 * shape fast-xml-parser gives with these settings, at several times its speed on large answers;
 * like that reader it checks nesting, so a truncated document is a `ParseError`.
 */
export function buildXmlParser(engine: XmlEngine, options: XmlParserOptions = {}): XmlParser {
  // Nothing is derived from `options` ahead of a parse, so `loadXmlParser` can share one parser
  // among the callers of one options object.
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
      const builder = new ElementBuilder(ROOT_ELEMENTS, options);
      const chunks = new Chunks();
      chunks.push(text);
      const tokenizer = tokenizerFor(engine, builder, chunks);
      try {
        tokenizer.write(text);
        tokenizer.end();
        builder.end();
      } catch (error) {
        throw asParseError(error);
      }
      return documentOf(builder, toArrayPredicate(options.isArray));
    },
  };
}

/** The top-level elements by name, as fast-xml-parser gives a document (a repeated name an array). */
function documentOf(builder: ElementBuilder, isArray: ArrayPredicate): unknown {
  const out: Record<string, unknown> = {};
  builder.done.forEach((value, i) => {
    const key = builder.doneKeys[i] as string;
    const before = out[key];
    if (!Object.hasOwn(out, key)) out[key] = isArray(key, { toString: () => key }) ? [value] : value;
    else if (Array.isArray(before)) before.push(value);
    else out[key] = [before, value];
  });
  return out;
}
