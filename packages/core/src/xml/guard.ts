/**
 * Why a document is refused before parsing, or undefined when it is safe.
 *
 * Entity declarations are what make billion-laughs (exponential expansion) and external-entity
 * (file/URL inclusion) attacks possible, and they can only live in a DOCTYPE internal subset. NCBI
 * documents carry a plain `<!DOCTYPE x PUBLIC "..." "...dtd">` with no subset; that is allowed.
 * Refusing on sight keeps the cost of a hostile document to one scan of its prologue.
 */
export function unsafeXmlReason(text: string): string | undefined {
  const doctype = text.search(/<!DOCTYPE/i);
  if (doctype !== -1) {
    let quote: string | undefined;
    for (let i = doctype + 9; i < text.length; i++) {
      const ch = text[i];
      if (quote) {
        if (ch === quote) quote = undefined;
      } else if (ch === '"' || ch === "'") {
        quote = ch;
      } else if (ch === '[') {
        return 'the DOCTYPE declares an internal subset (entity declarations are not accepted)';
      } else if (ch === '>') {
        break;
      }
    }
  }
  if (/<!ENTITY/i.test(text)) return 'the document declares entities (not accepted)';
  return undefined;
}
