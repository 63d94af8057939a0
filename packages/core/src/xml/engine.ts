// The XML stack of `createXmlParser`, the one module of core's parser that imports it:
// `loadXmlParser` imports this file dynamically, so a bundler gives it a chunk of its own, and
// `@lifesci/core/xml` imports it statically. htmlparser2's tokenizer reads the document (the one
// `xmlElements` uses); fast-xml-parser's validator serves `strict` alone.
export { XMLValidator } from 'fast-xml-parser';
export { QuoteType, Tokenizer } from 'htmlparser2';
