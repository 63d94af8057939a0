import type { XmlElement } from './element-builder.js';
import type { XmlSource } from './elements.js';
import type { XmlElementsOptions } from './options.js';

// Core's main entry reaches the XML readers through these functions, which load them on first
// use: importing a service package then costs no XML code (the tokenizer wiring, the object
// builder, the entity tables) unless it reads XML.
let elements: Promise<typeof import('./elements.js')> | undefined;

/**
 * Streams the elements called `match` out of an XML document, one at a time, each as the same
 * plain object `createXmlParser` (with the same options) builds for it: attributes under the
 * prefix, `#text`, `isArray` by name or by dotted path from the document root. `match` is an
 * element name (found at any depth) or a dotted path from the root (`Entrezgene-Set.Entrezgene`);
 * an element inside a match is part of it, not yielded on its own. Memory holds one chunk of
 * input and the element being built, whatever the document's size.
 *
 * Safe like `createXmlParser`: a DOCTYPE with an internal subset, or any entity declaration, is
 * refused (`ParseError: unsafe XML ...`); only XML's, common HTML and numeric entities are
 * decoded. Unlike it, the reader always checks nesting, so a truncated document or a mismatched
 * end tag is a `ParseError` (`strict` has no further effect). `root` names the root element the
 * document must have: any other (an error document such as `<eFetchResult><ERROR>`) is a
 * `ParseError` before anything is yielded, rather than a document without matches.
 */
export async function* xmlElements(
  input: XmlSource,
  match: string,
  options: XmlElementsOptions = {},
): AsyncGenerator<XmlElement, void, undefined> {
  elements ??= import('./elements.js');
  yield* (await elements).xmlElements(input, match, options);
}
