import { InputError, ids as idCheck } from '@lifesci/core';

/** An NCBI Gene id, as a number or its decimal string. */
export type GeneId = string | number;

/** One id or a list of them, each a positive integer, as strings (checked before any request). */
export function geneIdList(input: GeneId | readonly GeneId[], param = 'ids'): string[] {
  const many = Array.isArray(input);
  const list: readonly unknown[] = many ? input : [input];
  if (list.length === 0) throw new InputError(param, 'at least one gene id');
  return list.map((raw, i) => {
    const id = typeof raw === 'string' ? raw.trim() : raw;
    if (!idCheck.entrezId.test(id))
      throw new InputError(many ? `${param}[${i}]` : param, idCheck.entrezId.rule);
    return String(id);
  });
}
