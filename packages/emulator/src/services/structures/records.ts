import { fill } from '../../kit/index.js';
import { type ChemCompRec, chemCompById, formulaCounts } from './data/chem-comps.js';
import vocabulary from './data/coordinates.json' with { type: 'json' };
import type { Archive, EntryRec, LigandRec, PolymerRec } from './data/entries.js';
import data from './data/entries.json' with { type: 'json' };
import templates from './data/records.json' with { type: 'json' };

/** Data API records (rcsb_* and mmCIF-named fields, as /rest/v1/core/... answers them). */

type Json = Record<string, unknown>;

const stamp = (date: string) => `${date}T00:00:00+0000`;

/** kDa with two decimals, as the Data API gives weights. */
const kda = (da: number) => Math.round(da / 10) / 100;
const RESIDUE_MASS: Record<string, number> = vocabulary.residueMass;
/** A chain's formula weight: its residues' average masses plus one water. */
export const polymerWeight = (sequence: string) =>
  kda([...sequence].reduce((sum, aa) => sum + (RESIDUE_MASS[aa] ?? 110), 18.015));

/**
 * Categories of an entry's record the emulator cannot derive: a real entry's are RCSB's own
 * (entries.json), a generated one gets synthetic ones of the same shape (a crystal's only for X-ray).
 */
export function factsOf(e: EntryRec): Json {
  if (e.facts) return e.facts;
  const length = 40 + ([...e.id].reduce((n, ch) => n * 31 + ch.charCodeAt(0), 7) % 60);
  const year = Number(e.releaseDate.slice(0, 4));
  const cell = { a: length, b: length + 7.5, c: length + 21.25 };
  // The archive has no PDB-format file for an extended id (wwPDB, PDB ID extension FAQ).
  const pdbFormat = e.id.length === 4 ? 'Y' : 'N';
  const values = { ...e, ...cell, year, pdbFormat, deposited: stamp(e.depositDate), atoms: e.atomCount };
  const { common, crystal } = data.synthetic;
  return fill(e.method === 'X-RAY DIFFRACTION' ? { ...common, ...crystal } : common, values);
}

/** Counts of an entry's entities and their copies inside a set of chains (all of them by default). */
function contents(e: EntryRec, chains?: string[]) {
  const inside = (x: { chains: string[] }) => x.chains.filter((c) => !chains || chains.includes(c)).length;
  const present = <T extends { chains: string[] }>(list: T[]) => list.filter((x) => inside(x) > 0);
  const copies = (list: { chains: string[] }[]) => list.reduce((n, x) => n + inside(x), 0);
  const [polymers, ligands, branched] = [present(e.polymers), present(e.ligands), present(e.branched)];
  return {
    polymers: polymers.length,
    ligands: ligands.length,
    branched: branched.length,
    chains: copies(polymers),
    ligandInstances: copies(ligands),
    branchedInstances: copies(branched),
    monomers: polymers.reduce((n, p) => n + p.sequence.length * inside(p), 0),
    ligandAtoms: ligands.reduce((n, l) => n + inside(l) * heavyAtoms(l.compId).length, 0),
    composition: polymers.length === 1 ? 'homomeric protein' : 'heteromeric protein',
  };
}

/** rcsb_entry_info: the counts and weights of the entry's model, then the facts' own figures. */
function entryInfo(e: EntryRec, facts: Json): Json {
  const all = contents(e);
  const weights = e.polymers.map((p) => polymerWeight(p.sequence));
  const lengths = e.polymers.map((p) => p.sequence.length);
  const ligandWeights = e.ligands.map((l) => kda((chemCompById.get(l.compId) as ChemCompRec).weight));
  const weighed = (values: number[], list: { chains: string[] }[]) =>
    values.reduce((t, v, i) => t + v * (list[i]?.chains.length ?? 0), 0);
  const max = (values: number[]) => (values.length ? Math.max(...values) : undefined);
  const min = (values: number[]) => (values.length ? Math.min(...values) : undefined);
  const xray = e.method === 'X-RAY DIFFRACTION';
  const solvent = xray && !e.computational ? 1 : 0;
  return fill(templates.entryInfo, {
    ...all,
    assemblies: e.assemblies.length,
    atoms: e.atomCount,
    entities: all.polymers + all.ligands + all.branched + solvent,
    methodClass: (data.methodClass as Record<string, string>)[e.method],
    weight: kda(1000 * (weighed(weights, e.polymers) + weighed(ligandWeights, e.ligands))),
    components: e.ligands.length ? [...new Set(e.ligands.map((l) => l.compId))] : undefined,
    ligandWeightMax: max(ligandWeights),
    ligandWeightMin: min(ligandWeights),
    weightMax: max(weights),
    weightMin: min(weights),
    lengthMax: max(lengths),
    lengthMin: min(lengths),
    resolutions: e.resolution === undefined ? undefined : [e.resolution],
    solvent,
    methodology: e.computational ? 'computational' : 'experimental',
    priority: e.computational ? undefined : 10,
    diffrn:
      xray && e.resolution !== undefined
        ? { provenance_source: 'From refinement resolution cutoff', value: e.resolution }
        : undefined,
    facts: facts.rcsb_entry_info,
  });
}

export function entryRecord(e: EntryRec): Json {
  const { rcsb_entry_info: _info, rcsb_accession_info: accessionFacts, ...facts } = factsOf(e);
  const ids = (list: { entityId: string }[]) => list.map((x) => x.entityId);
  const [polymerIds, ligandIds, branchedIds] = [ids(e.polymers), ids(e.ligands), ids(e.branched)];
  const entityIds = [...polymerIds, ...ligandIds, ...branchedIds];
  // A crystal's water is an entity of its own, numbered last.
  const solvent = e.method === 'X-RAY DIFFRACTION' && !e.computational;
  const [primary] = (facts.citation as Json[] | undefined) ?? [];
  const { rcsb_is_primary: _primary, ...citation } = primary ?? {};
  return fill(templates.entry, {
    ...e,
    facts,
    citation: primary && {
      ...citation,
      rcsb_orcididentifiers: (citation.rcsb_authors as string[]).map(() => '?'),
    },
    info: entryInfo(e, factsOf(e)),
    deposited: stamp(e.depositDate),
    released: stamp(e.releaseDate),
    accessionFacts,
    assemblyIds: e.assemblies.map((a) => a.id),
    entityIds: solvent ? [...entityIds, String(entityIds.length + 1)] : entityIds,
    ligandIds: ligandIds.length ? ligandIds : undefined,
    polymerIds,
    branchedIds: branchedIds.length ? branchedIds : undefined,
    pubmedId: e.pubmed?.id,
  });
}

/** The fields every entity record names its entry and entity by. */
const entityValues = (e: EntryRec, x: PolymerRec | LigandRec) => ({
  entry: e.id,
  entity: x.entityId,
  chains: x.chains,
  copies: x.chains.length,
});

export function polymerEntityRecord(e: EntryRec, p: PolymerRec): Json {
  return fill(templates.polymerEntity, {
    ...p,
    ...entityValues(e, p),
    strands: p.chains.join(','),
    // kDa, at the residues' average masses.
    weight: polymerWeight(p.sequence),
    uniprotIds: p.accession ? [p.accession] : undefined,
    references: p.accession ? [{ database_name: 'UniProt', database_accession: p.accession }] : undefined,
  });
}

export function nonpolymerEntityRecord(e: EntryRec, l: LigandRec): Json {
  const comp = chemCompById.get(l.compId) as ChemCompRec;
  return fill(templates.nonpolymerEntity, {
    ...entityValues(e, l),
    comp: comp.id,
    name: comp.name,
    weight: Math.round(comp.weight) / 1000,
  });
}

export const branchedEntityRecord = (e: EntryRec, b: LigandRec): Json =>
  fill(templates.branchedEntity, entityValues(e, b));

export function instanceRecord(
  e: EntryRec,
  kind: 'polymer' | 'nonpolymer' | 'branched',
  entity: PolymerRec | LigandRec,
  asym: string,
): Json {
  const rcsb_id = `${e.id}.${asym}`;
  const comp = kind === 'nonpolymer' ? { comp_id: (entity as LigandRec).compId } : {};
  const auth_asym_id = kind === 'polymer' ? asym : 'A';
  const ids = { entry_id: e.id, entity_id: entity.entityId, asym_id: asym, auth_asym_id, rcsb_id, ...comp };
  return { rcsb_id, [`rcsb_${kind}_entity_instance_container_identifiers`]: ids };
}

export function assemblyRecord(e: EntryRec, assemblyId: string): Json | undefined {
  const a = e.assemblies.find((x) => x.id === assemblyId);
  if (!a) return undefined;
  const inside = contents(e, a.chains);
  return fill(templates.assembly, {
    ...inside,
    entry: e.id,
    assembly: a.id,
    oligomeric: inside.chains === 1 ? 'monomeric' : `${inside.chains}-meric`,
    asymIds: a.chains,
    operator: data.synthetic.identityOperator,
    atoms: inside.monomers * 8 + inside.ligandAtoms,
    polymerAtoms: inside.monomers * 8,
  });
}

/** Heavy atoms of a component, element by element, from its formula (as deposited models mostly are). */
export function heavyAtoms(compId: string): string[] {
  const counts = [...formulaCounts(chemCompById.get(compId)?.formula ?? '')];
  return counts
    .filter(([element]) => element !== 'H')
    .flatMap(([element, n]) => Array(n).fill(element.toUpperCase()));
}

export const chemCompRecord = (c: ChemCompRec): Json =>
  fill(templates.chemComp, { ...c, smiles: c.smiles || undefined, inchi: c.inchi || undefined });

export function uniprotRecords(archive: Archive, p: PolymerRec): Json[] | undefined {
  const protein = archive.proteins.find((x) => x.accession === p.accession);
  return protein && [fill(templates.uniprot, protein)];
}

export function pubmedRecord(e: EntryRec): Json | undefined {
  return e.pubmed && fill(templates.pubmed, { ...e.pubmed, idText: String(e.pubmed.id) });
}
