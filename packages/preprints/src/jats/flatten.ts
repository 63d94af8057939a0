/**
 * Inline markup flattened to its text before parsing. fast-xml-parser keeps an element's text
 * and its children apart, so `<p>a <italic>b</italic> c</p>` would lose the order of its words;
 * inline elements carry no structure a reader needs, so their tags are dropped and their text
 * stays in place. Affiliation parts (institution, address) are inline text of `<aff>` too.
 * Cross-references to affiliations and correspondence are kept (renamed `lifesci-ref`), since
 * they tie authors to affiliations.
 */
const INLINE = [
  'italic',
  'bold',
  'sup',
  'sub',
  'underline',
  'sc',
  'monospace',
  'roman',
  'sans-serif',
  'strike',
  'overline',
  'ext-link',
  'uri',
  'email',
  'named-content',
  'styled-content',
  'inline-formula',
  'institution',
  'addr-line',
  'country',
  'city',
  'state',
  'postal-code',
];

const INLINE_TAG = new RegExp(`</?(?:${INLINE.join('|')})(?:\\s[^>]*)?>`, 'g');
// Inline MathML (`<mml:mi>m</mml:mi>`): its text stays where the formula stood.
const MATHML_TAG = /<\/?mml:[\w.-]+(?:\s[^>]*)?\/?>/g;
const KEPT_REF = /<xref\b([^>]*\bref-type=["'](?:aff|corresp)["'][^>]*?)(\/?)>/g;
const KEPT_REF_BODY = /<lifesci-ref\b([^>]*?)(?<!\/)>([\s\S]*?)<\/xref>/g;

export function flattenInline(xml: string): string {
  return xml
    .replace(KEPT_REF, (_m, attrs: string, selfClosing: string) => `<lifesci-ref${attrs}${selfClosing}>`)
    .replace(KEPT_REF_BODY, '<lifesci-ref$1>$2</lifesci-ref>')
    .replace(/<\/?xref\b[^>]*>/g, '')
    .replace(/<break\s*\/>/g, ' ')
    .replace(INLINE_TAG, '')
    .replace(MATHML_TAG, '');
}
