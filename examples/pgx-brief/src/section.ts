import { isLifesciError } from '@lifesci/sdk';

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
