import { isLifesciError } from '@lifesci/sdk';
import type { Entry } from '@lifesci/structures';

const out = (text = '') => console.log(text);

/**
 * One part of the report: its lines, or why it is unavailable. A failing service never stops the
 * others, the way a pipeline over eleven services has to behave.
 */
export async function section(title: string, body: () => Promise<string[]>): Promise<boolean> {
  out();
  out(title);
  try {
    for (const line of await body()) out(`   ${line}`);
    return true;
  } catch (error) {
    const name = isLifesciError(error) ? error.name : error instanceof Error ? error.name : 'Error';
    out(`   unavailable: ${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    return false;
  }
}

export const cut = (text: string | undefined, n = 90) =>
  !text ? '' : text.length > n ? `${text.slice(0, n - 1)}…` : text;

/**
 * What an experimental entry is, from its own record: method, resolution, number of chains, bound
 * ligands. The emulator marks the entries it makes up in their titles; that mark is kept.
 */
export function entryFacts(entry: Entry): string {
  const info = entry.rcsb_entry_info ?? {};
  const method = entry.exptl?.[0]?.method;
  const parts = [
    method
      ? method
          .toLowerCase()
          .replace(/^x-ray/, 'X-ray')
          .replace(/nmr/, 'NMR')
          .replace(/^[a-z]/, (c) => c.toUpperCase())
      : 'method unknown',
  ];
  const resolution = info.resolution_combined?.[0];
  if (resolution !== undefined) parts.push(`${resolution.toFixed(2)} Å`);
  const chains = info.deposited_polymer_entity_instance_count;
  if (chains !== undefined) parts.push(`${chains} ${chains === 1 ? 'chain' : 'chains'}`);
  if (info.nonpolymer_bound_components?.length)
    parts.push(`ligands ${info.nonpolymer_bound_components.join(', ')}`);
  return `${parts.join(', ')}${entry.struct?.title?.includes('[synthetic]') ? ' [synthetic]' : ''}`;
}
