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
  const values = {
    title: e.title,
    year: Number(e.releaseDate.slice(0, 4)),
    deposited: stamp(e.depositDate),
    a: length,
    b: length + 7.5,
    c: length + 21.25,
    resolution: e.resolution,
    atoms: e.atomCount,
    method: e.method,
  };
  const { common, crystal } = data.synthetic;
  return fill(e.method === 'X-RAY DIFFRACTION' ? { ...common, ...crystal } : common, values);
}

/** rcsb_entry_info: the counts and weights of the entry's model, then the facts' own figures. */
function entryInfo(e: EntryRec, facts: Json): Json {
  const weights = e.polymers.map((p) => polymerWeight(p.sequence));
  const lengths = e.polymers.map((p) => p.sequence.length);
  const ligandWeights = e.ligands.map((l) => kda((chemCompById.get(l.compId) as ChemCompRec).weight));
  const copies = (list: { chains: string[] }[]) => list.map((x) => x.chains.length);
  const sum = (values: number[], counts: number[]) => values.reduce((t, v, i) => t + v * (counts[i] ?? 0), 0);
  const max = (values: number[]) => (values.length ? Math.max(...values) : undefined);
  const min = (values: number[]) => (values.length ? Math.min(...values) : undefined);
  const chains = e.polymers.reduce((n, p) => n + p.chains.length, 0);
  const xray = e.method === 'X-RAY DIFFRACTION';
  const solvent = xray && !e.computational ? 1 : 0;
  return fill(templates.entryInfo, {
    assemblies: e.assemblies.length,
    branched: e.branched.length,
    atoms: e.atomCount,
    monomers: e.polymers.reduce((n, p) => n + p.sequence.length * p.chains.length, 0),
    ligandInstances: e.ligands.reduce((n, l) => n + l.chains.length, 0),
    chains,
    entities: e.polymers.length + e.ligands.length + e.branched.length + solvent,
    methodClass: (data.methodClass as Record<string, string>)[e.method],
    weight: kda(1000 * (sum(weights, copies(e.polymers)) + sum(ligandWeights, copies(e.ligands)))),
    components: e.ligands.length ? [...new Set(e.ligands.map((l) => l.compId))] : undefined,
    ligands: e.ligands.length,
    ligandWeightMax: max(ligandWeights),
    ligandWeightMin: min(ligandWeights),
    composition: assemblyComposition(e.polymers.length, chains),
    polymers: e.polymers.length,
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

/** RCSB's composition vocabulary: one protein entity is homomeric, whatever its number of chains. */
const assemblyComposition = (entities: number, _chains: number) =>
  entities === 1 ? 'homomeric protein' : 'heteromeric protein';

export function entryRecord(e: EntryRec): Json {
  const { rcsb_entry_info: _info, rcsb_accession_info: accessionFacts, ...facts } = factsOf(e);
  const ids = (list: { entityId: string }[]) => list.map((x) => x.entityId);
  const [polymerIds, ligandIds, branchedIds] = [ids(e.polymers), ids(e.ligands), ids(e.branched)];
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
    entityIds: [
      ...polymerIds,
      ...ligandIds,
      ...branchedIds,
      ...(solvent ? [String(polymerIds.length + ligandIds.length + branchedIds.length + 1)] : []),
    ],
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

type InstanceKind = 'polymer' | 'nonpolymer' | 'branched';

export function instanceRecord(
  e: EntryRec,
  kind: InstanceKind,
  entity: PolymerRec | LigandRec,
  asym: string,
): Json {
  const ids: Json = {
    entry_id: e.id,
    entity_id: entity.entityId,
    asym_id: asym,
    auth_asym_id: kind === 'polymer' ? asym : 'A',
    rcsb_id: `${e.id}.${asym}`,
  };
  if (kind === 'nonpolymer') ids.comp_id = (entity as LigandRec).compId;
  return { rcsb_id: `${e.id}.${asym}`, [`rcsb_${kind}_entity_instance_container_identifiers`]: ids };
}

export function assemblyRecord(e: EntryRec, assemblyId: string): Json | undefined {
  const a = e.assemblies.find((x) => x.id === assemblyId);
  if (!a) return undefined;
  const inside = (chains: string[]) => chains.filter((c) => a.chains.includes(c));
  const polymers = e.polymers.filter((p) => inside(p.chains).length > 0);
  const ligands = e.ligands.filter((l) => inside(l.chains).length > 0);
  const branched = e.branched.filter((b) => inside(b.chains).length > 0);
  const chains = polymers.flatMap((p) => inside(p.chains));
  const monomers = polymers.reduce((n, p) => n + p.sequence.length * inside(p.chains).length, 0);
  const ligandInstances = ligands.reduce((n, l) => n + inside(l.chains).length, 0);
  const ligandAtoms = ligands.reduce((n, l) => n + inside(l.chains).length * heavyAtoms(l.compId).length, 0);
  return fill(templates.assembly, {
    entry: e.id,
    assembly: a.id,
    chains: chains.length,
    oligomeric: chains.length === 1 ? 'monomeric' : `${chains.length}-meric`,
    asymIds: a.chains,
    operator: data.synthetic.identityOperator,
    atoms: monomers * 8 + ligandAtoms,
    branched: branched.length,
    branchedInstances: branched.reduce((n, b) => n + inside(b.chains).length, 0),
    monomers,
    ligandAtoms,
    ligands: ligands.length,
    ligandInstances,
    polymerAtoms: monomers * 8,
    composition: assemblyComposition(polymers.length, chains.length),
    polymers: polymers.length,
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
