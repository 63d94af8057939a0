import { validateXML } from 'xmllint-wasm';

/**
 * The schema errors of each document against `xsd`, in one run of libxml2's validator (one run
 * for many documents: each run starts the validator anew), with libxml2's location prefix cut.
 */
export async function xsdErrors(documents: readonly string[], xsd: string): Promise<string[][]> {
  const xml = documents.map((contents, i) => ({ fileName: `doc-${i}.xml`, contents }));
  const result = await validateXML({ xml, schema: [xsd] });
  const errors = documents.map((): string[] => []);
  for (const e of result.errors) {
    const i = Number(/doc-(\d+)\.xml/.exec(e.loc?.fileName ?? e.rawMessage)?.[1]);
    errors[i]?.push(e.message.replace(/^.*Schemas validity error : /, '').trim());
  }
  return errors;
}
