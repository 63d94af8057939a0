import type { Tokenizer } from 'htmlparser2';
import { isLifesciError, ParseError } from '../errors/classes.js';
import { withRecordGaps } from '../streams/record-gaps.js';
import { type TextSource, textChunks } from '../streams/source.js';
import { createUtf8Decoder } from '../streams/utf8.js';
import { ElementBuilder, type XmlElement } from './element-builder.js';
import { declaredXmlVersion } from './entities.js';
import { unsafeXmlReason } from './guard.js';
import type { XmlElementsOptions } from './options.js';

/** A whole document, or its text or bytes arriving over time. */
export type XmlSource = string | Uint8Array | TextSource;

type Htmlparser2 = typeof import('htmlparser2');
/** What the tokenizer needs of htmlparser2 (also what `createXmlParser`'s engine hands over). */
export type XmlTokenizerLib = Pick<Htmlparser2, 'Tokenizer' | 'QuoteType'>;

// Loaded on first use, so importing core stays as cheap as it was for clients that never stream XML.
// Through the engine module rather than htmlparser2's index: the build inlines the tokenizer alone
// (the index would bring its DOM handler, DomUtils and serializer as well).
let engine: Promise<XmlTokenizerLib> | undefined;

// Characters handed to the tokenizer at a time when the whole document is already in memory:
// elements finished within one step wait in a queue, so this bounds the queue.
const STEP = 1 << 18;

async function* chunksOf(input: XmlSource): AsyncGenerator<string, void, undefined> {
  if (typeof input === 'string') {
    for (let i = 0; i < input.length; i += STEP) yield input.slice(i, i + STEP);
  } else if (input instanceof Uint8Array) {
    const decoder = createUtf8Decoder();
    for (let i = 0; i < input.length; i += STEP) yield decoder.write(input.subarray(i, i + STEP));
    yield decoder.end();
  } else {
    yield* textChunks(input);
  }
}

/**
 * The tokenizer reports positions; the text lives in the chunks written so far. Keeps only the
 * chunks a pending name or value may still start in.
 */
export class Chunks {
  readonly #chunks: string[] = [];
  #offset = 0;

  push(chunk: string): void {
    this.#chunks.push(chunk);
  }

  /** Forgets the chunks that end before `start`. */
  release(start: number): void {
    const chunks = this.#chunks;
    while (chunks.length > 1 && start - this.#offset >= (chunks[0] as string).length) {
      this.#offset += (chunks.shift() as string).length;
    }
  }

  /** Whether the text from `start` to `end` is `text`, without copying it. */
  equals(start: number, end: number, text: string): boolean {
    if (end - start !== text.length) return false;
    this.release(start);
    const first = this.#chunks[0] as string;
    const at = start - this.#offset;
    return at + text.length <= first.length ? first.startsWith(text, at) : this.slice(start, end) === text;
  }

  slice(start: number, end: number): string {
    if (start === end) return '';
    this.release(start);
    const chunks = this.#chunks;
    let out = (chunks[0] as string).slice(start - this.#offset, end - this.#offset);
    let base = this.#offset;
    for (let i = 0; end - base > (chunks[i] as string).length; i++) {
      base += (chunks[i] as string).length;
      out += (chunks[i + 1] as string).slice(0, end - base);
    }
    return out;
  }
}

export function tokenizerFor(lib: XmlTokenizerLib, builder: ElementBuilder, chunks: Chunks): Tokenizer {
  const { QuoteType } = lib;
  let attributeName = '';
  let attributeValue = '';
  return new lib.Tokenizer(
    // Raw text and values: entities are decoded by the builder after trimming, as
    // fast-xml-parser does, so both readers agree on text like `&#32;x`.
    { xmlMode: true, decodeEntities: false },
    {
      onopentagname: (start, end) => builder.openTag(chunks.slice(start, end)),
      onattribname(start, end) {
        if (builder.wantsAttributes) attributeName = chunks.slice(start, end);
      },
      onattribdata(start, end) {
        if (builder.wantsAttributes) attributeValue += chunks.slice(start, end);
      },
      onattribend(quote) {
        // Values without quotes, and names without values, are not XML; the parser drops them too.
        if (builder.wantsAttributes && (quote === QuoteType.Double || quote === QuoteType.Single)) {
          builder.attribute(attributeName, attributeValue);
        }
        attributeValue = '';
      },
      onopentagend: () => builder.openTagEnd(false),
      onselfclosingtag: () => builder.openTagEnd(true),
      onclosetag(start, end) {
        const open = builder.openName;
        if (open !== undefined && chunks.equals(start, end, open)) builder.closeOpen();
        else builder.closeTag(chunks.slice(start, end));
      },
      ontext(start, end) {
        if (builder.building) builder.text(chunks.slice(start, end));
        else chunks.release(start);
      },
      oncdata(start, end, offset) {
        if (builder.building) builder.cdata(chunks.slice(start, end - offset));
      },
      ondeclaration(start, end) {
        const declaration = chunks.slice(start, end);
        if (/^DOCTYPE/i.test(declaration)) {
          const unsafe = unsafeXmlReason(`<!${declaration}>`);
          if (unsafe) throw new ParseError('XML document', `unsafe XML: ${unsafe}`);
          builder.doctype();
        } else if (/^ENTITY/i.test(declaration)) {
          throw new ParseError('XML document', 'unsafe XML: the document declares entities (not accepted)');
        }
      },
      onprocessinginstruction(start, end) {
        const version = declaredXmlVersion(chunks.slice(start, end));
        if (version !== undefined) builder.xmlVersion(version);
        builder.instruction();
      },
      oncomment: () => undefined,
      onattribentity: () => undefined,
      ontextentity: () => undefined,
      onend: () => undefined,
    },
  );
}

export function asParseError(error: unknown): unknown {
  if (isLifesciError(error)) return error;
  return new ParseError('XML document', `malformed XML: ${(error as Error).message ?? String(error)}`, {
    cause: error,
  });
}

/** `xmlElements` of core's main entry, which loads this module on first use (see lazy.ts). */
export function xmlElements(
  input: XmlSource,
  match: string,
  options: XmlElementsOptions = {},
): AsyncGenerator<XmlElement, void, undefined> {
  // A body a client handed out: a trickle or endless text between elements ends in a typed error.
  return withRecordGaps(input, (body) => elementsOf(body, match, options));
}

async function* elementsOf(
  input: XmlSource,
  match: string,
  options: XmlElementsOptions,
): AsyncGenerator<XmlElement, void, undefined> {
  engine ??= import('./engine.js');
  const lib = await engine;
  const builder = new ElementBuilder(match, options);
  const chunks = new Chunks();
  const tokenizer = tokenizerFor(lib, builder, chunks);
  let first = true;
  for await (let chunk of chunksOf(input)) {
    if (first && chunk !== '') {
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
      first = false;
    }
    chunks.push(chunk);
    try {
      tokenizer.write(chunk);
    } catch (error) {
      throw asParseError(error);
    }
    yield* drain(builder);
  }
  try {
    tokenizer.end();
    builder.end();
  } catch (error) {
    throw asParseError(error);
  }
  yield* drain(builder);
}

function* drain(builder: ElementBuilder): Generator<XmlElement, void, undefined> {
  const done = builder.done;
  if (done.length === 0) return;
  const ready = done.splice(0, done.length);
  for (const element of ready) yield element;
}
