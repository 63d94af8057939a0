// The XML stack of `createXmlParser`, the one module of core's parser that imports it:
// `loadXmlParser` and `xmlElements` import this file dynamically, so a bundler gives it a chunk of
// its own, and `@lifesci/core/xml` imports it statically. Core's build inlines only what it names
// (package.json `lifesciBuild.inline`), so that chunk is one file. htmlparser2's tokenizer reads
// the document (the one `xmlElements` uses); fast-xml-parser's validator serves `strict` alone.
export { XMLValidator } from 'fast-xml-parser';
export { QuoteType, Tokenizer } from 'htmlparser2';
