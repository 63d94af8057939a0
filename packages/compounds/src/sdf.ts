import { lines, ParseError, parseResponse, type TextSource } from '@lifesci/core';
import { PubchemSdfTagsSchema, type SdfAtom, type SdfBond, type SdfMolecule } from './schemas/sdf.js';

/** Old-style charge codes of the V2000 atom block (0 none, 1 = +3 ... 7 = -3). */
const CHARGE_CODE: Record<number, number> = { 1: 3, 2: 2, 3: 1, 5: -1, 6: -2, 7: -3 };

const SDF = 'SDF';

function fail(record: number, reason: string): never {
  throw new ParseError(SDF, `record ${record}: ${reason}`);
}

function num(text: string, record: number, what: string): number {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) fail(record, `${what} is not a number: "${text}"`);
  return value;
}

/** Builds one molecule from the lines of a record (everything before `$$$$`). */
function toMolecule(block: string[], record: number): SdfMolecule {
  const [title = '', program = '', , counts] = block;
  if (counts === undefined) fail(record, 'ends before its counts line');
  if (!/V2000\s*$/.test(counts) && counts.trim().length > 0 && /V3000/.test(counts))
    fail(record, 'V3000 connection tables are not read (PubChem writes V2000)');
  const atomCount = num(counts.slice(0, 3), record, 'atom count');
  const bondCount = num(counts.slice(3, 6), record, 'bond count');
  const atoms: SdfAtom[] = [];
  for (let i = 0; i < atomCount; i++) {
    const line = block[4 + i];
    if (line === undefined) fail(record, `has ${i} of ${atomCount} atoms`);
    const code = line.length >= 39 ? Number(line.slice(36, 39).trim() || '0') : 0;
    atoms.push({
      x: num(line.slice(0, 10), record, 'x'),
      y: num(line.slice(10, 20), record, 'y'),
      z: num(line.slice(20, 30), record, 'z'),
      element: line.slice(31, 34).trim(),
      charge: CHARGE_CODE[code] ?? 0,
    });
  }
  const bonds: SdfBond[] = [];
  const bondStart = 4 + atomCount;
  for (let i = 0; i < bondCount; i++) {
    const line = block[bondStart + i];
    if (line === undefined) fail(record, `has ${i} of ${bondCount} bonds`);
    bonds.push({
      from: num(line.slice(0, 3), record, 'bond atom'),
      to: num(line.slice(3, 6), record, 'bond atom'),
      order: num(line.slice(6, 9), record, 'bond order'),
      stereo: line.length >= 12 ? Number(line.slice(9, 12).trim() || '0') : 0,
    });
  }
  let at = bondStart + bondCount;
  let chargesReset = false;
  for (; at < block.length; at++) {
    const line = block[at] as string;
    if (line.startsWith('M  END')) {
      at++;
      break;
    }
    if (line.startsWith('M  CHG')) {
      // `M  CHG` supersedes the atom block's charge codes for the whole molecule.
      if (!chargesReset) for (const atom of atoms) atom.charge = 0;
      chargesReset = true;
      const fields = line.slice(6).trim().split(/\s+/).map(Number);
      for (let k = 1; k + 1 < fields.length; k += 2) {
        const atom = atoms[(fields[k] as number) - 1];
        if (atom) atom.charge = fields[k + 1] as number;
      }
    }
  }
  const tags: Record<string, string> = {};
  let name: string | undefined;
  let value: string[] = [];
  const flush = () => {
    if (name !== undefined) tags[name] = value.join('\n');
    name = undefined;
    value = [];
  };
  for (; at < block.length; at++) {
    const line = block[at] as string;
    const header = /^>.*<([^>]+)>/.exec(line);
    if (header) {
      flush();
      name = header[1] as string;
    } else if (line === '') {
      flush();
    } else if (name !== undefined) {
      value.push(line);
    }
  }
  flush();
  const pubchem = parseResponse(PubchemSdfTagsSchema, tags, SDF, { pathPrefix: `record ${record}.tags` });
  const molecule: SdfMolecule = { title, program, atoms, bonds, tags, pubchem };
  const cid = pubchem.PUBCHEM_COMPOUND_CID ?? (/^\d+$/.test(title.trim()) ? Number(title.trim()) : undefined);
  if (cid !== undefined) molecule.cid = cid;
  return molecule;
}

/**
 * Reads an SD file record by record as it arrives (a web stream, chunks, or one string): each
 * `$$$$`-terminated record becomes a typed molecule with its `PUBCHEM_*` data items. Memory holds
 * one record at a time. A record cut off before `$$$$` is a ParseError.
 */
export async function* parseSdf(source: TextSource | string): AsyncGenerator<SdfMolecule, void, undefined> {
  const input = typeof source === 'string' ? [source] : source;
  let block: string[] = [];
  let record = 0;
  for await (const line of lines(input)) {
    if (line.startsWith('$$$$')) {
      record++;
      yield toMolecule(block, record);
      block = [];
    } else {
      block.push(line);
    }
  }
  if (block.some((line) => line.trim() !== '')) fail(record + 1, 'ends without "$$$$" (truncated SD file?)');
}
