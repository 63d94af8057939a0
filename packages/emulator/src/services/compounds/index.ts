import type { EmulatorReply, EmulatorRequest, EmulatorService, ServiceContext } from '../../service.js';
import { type Catalog, type Compound, catalogFor } from './catalog.js';
import { filterHeading, pugViewRecord } from './pug-view.js';
import { assayDescription, assaySummary, PNG, propertyCsv, propertyRow, sdfRecord } from './render.js';
import { type SearchKind, searchCids } from './search.js';
import { parseSmiles, SmilesError } from './smiles.js';

/**
 * S8, the chemical compound database: PUG REST (/rest/pug) and PUG View (/rest/pug_view) over
 * the real compounds users look up plus 320 generated ones, with the asynchronous ListKey search,
 * PubChem's Fault bodies, 5 requests/second + 400/minute per client (503 ServerBusy beyond, as
 * PubChem answers) and an X-Throttling-Control header on every answer.
 */
export interface CompoundsEmulatorOptions {
  /** How long a ListKey search stays "Waiting" (default 1 500 ms). */
  listKeyDelayMs?: number;
}

const PER_SECOND = 5;
const PER_MINUTE = 400;
const PROPERTY_NAMES = new Set([
  'MolecularFormula',
  'MolecularWeight',
  'CanonicalSMILES',
  'IsomericSMILES',
  'SMILES',
  'ConnectivitySMILES',
  'InChI',
  'InChIKey',
  'IUPACName',
  'Title',
  'XLogP',
  'ExactMass',
  'MonoisotopicMass',
  'TPSA',
  'Complexity',
  'Charge',
  'HBondDonorCount',
  'HBondAcceptorCount',
  'RotatableBondCount',
  'HeavyAtomCount',
  'IsotopeAtomCount',
  'AtomStereoCount',
  'DefinedAtomStereoCount',
  'UndefinedAtomStereoCount',
  'BondStereoCount',
  'DefinedBondStereoCount',
  'UndefinedBondStereoCount',
  'CovalentUnitCount',
  'Volume3D',
  'XStericQuadrupole3D',
  'YStericQuadrupole3D',
  'ZStericQuadrupole3D',
  'FeatureCount3D',
  'FeatureAcceptorCount3D',
  'FeatureDonorCount3D',
  'FeatureAnionCount3D',
  'FeatureCationCount3D',
  'FeatureRingCount3D',
  'FeatureHydrophobeCount3D',
  'ConformerModelRMSD3D',
  'EffectiveRotorCount3D',
  'ConformerCount3D',
  'Fingerprint2D',
]);

interface State {
  listKeys: Map<string, { readyAt: number; cids: number[] }>;
  nextKey: number;
  /** Request start times per client address, for the throttling header. */
  seen: Map<string, number[]>;
}
const states = new WeakMap<ServiceContext, State>();
function stateOf(ctx: ServiceContext): State {
  let state = states.get(ctx);
  if (!state) {
    state = { listKeys: new Map(), nextKey: 1, seen: new Map() };
    states.set(ctx, state);
  }
  return state;
}

class Fault extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: string[],
  ) {
    super(message);
  }
}

const json = (status: number, body: unknown): EmulatorReply => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body, null, 2),
});
const faultReply = (f: Fault): EmulatorReply =>
  json(f.status, {
    Fault: { Code: f.code, Message: f.message, ...(f.details ? { Details: f.details } : {}) },
  });
const notFound = (message: string, detail?: string) =>
  new Fault(404, 'PUGREST.NotFound', message, detail ? [detail] : undefined);
const badRequest = (message: string, detail?: string) =>
  new Fault(400, 'PUGREST.BadRequest', message, detail ? [detail] : undefined);

const COLOURS = ['Green', 'Yellow', 'Red', 'Black'] as const;
const colour = (percent: number) => COLOURS[percent < 50 ? 0 : percent < 75 ? 1 : percent < 100 ? 2 : 3];

/** PubChem's dynamic throttling header: the client's use of its request-count budget. */
function throttlingHeader(state: State, address: string, now: number, record: boolean): string {
  const times = (state.seen.get(address) ?? []).filter((t) => now - t < 60_000);
  if (record) times.push(now);
  state.seen.set(address, times);
  const lastSecond = times.filter((t) => now - t < 1_000).length;
  const count = Math.min(100, Math.round(Math.max(lastSecond / PER_SECOND, times.length / PER_MINUTE) * 100));
  // Running time: each emulated request costs ~50 ms of the 300 s/minute budget.
  const time = Math.min(100, Math.round(((times.length * 0.05) / 300) * 100));
  return `Request Count status: ${colour(count)} (${count}%), Request Time status: ${colour(time)} (${time}%), Service status: Green (10%)`;
}

function formOf(req: EmulatorRequest): URLSearchParams {
  return req.method === 'POST' ? new URLSearchParams(req.body.toString('utf8')) : new URLSearchParams();
}
const option = (req: EmulatorRequest, form: URLSearchParams, name: string) =>
  form.get(name) ?? req.query.get(name) ?? undefined;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw badRequest('Invalid URL encoding');
  }
}

function smilesMolecule(smiles: string) {
  try {
    return parseSmiles(smiles);
  } catch (error) {
    if (error instanceof SmilesError)
      throw badRequest('Unable to standardize the given structure', error.message);
    throw error;
  }
}

/** The compounds an input names; `unknownStructure` marks a valid SMILES PubChem does not have. */
function resolve(
  catalog: Catalog,
  namespace: string,
  value: string,
): { compounds: Compound[]; unknownStructure: boolean } {
  if (namespace === 'cid') {
    const ids = value.split(',').map((s) => s.trim());
    if (ids.some((s) => !/^\d+$/.test(s)))
      throw badRequest('Invalid CID', `"${value}" is not a list of CIDs`);
    const compounds = ids.map((s) => catalog.byCid(Number(s))).filter((c): c is Compound => c !== undefined);
    if (compounds.length === 0) throw notFound('No CID found', 'No CID found that matches the given ID');
    return { compounds, unknownStructure: false };
  }
  if (namespace === 'name') {
    const compounds = catalog.byName(value);
    if (compounds.length === 0) throw notFound('No CID found', 'No CID found that matches the given name');
    return { compounds, unknownStructure: false };
  }
  if (namespace === 'smiles') {
    smilesMolecule(value);
    const compounds = catalog.bySmiles(value);
    return { compounds, unknownStructure: compounds.length === 0 };
  }
  if (!value.startsWith('InChI=')) throw badRequest('Invalid InChI', 'an InChI starts with "InChI="');
  const compounds = catalog.byInchi(value);
  if (compounds.length === 0) throw notFound('No CID found', 'No CID found that matches the given InChI');
  return { compounds, unknownStructure: false };
}

function compoundOperation(
  req: EmulatorRequest,
  catalog: Catalog,
  rest: string[],
  form: URLSearchParams,
): EmulatorReply {
  const [namespace = '', ...tail] = rest;
  let value: string;
  let ops: string[];
  const posted = form.get(namespace);
  if (posted !== null) {
    value = posted;
    ops = tail;
  } else {
    if (tail.length < 2) throw badRequest('Missing input value');
    value = decode(tail[0] as string);
    ops = tail.slice(1);
  }
  const output = ops.pop() ?? '';
  if (output === 'XML' || output === 'TXT')
    throw new Fault(501, 'PUGREST.Unimplemented', `${output} output is not emulated`);
  const { compounds, unknownStructure } = resolve(catalog, namespace, value);
  const [operation, argument] = ops;

  if (operation === 'cids' && output === 'JSON') {
    return json(200, { IdentifierList: { CID: unknownStructure ? [0] : compounds.map((c) => c.cid) } });
  }
  if (unknownStructure) throw notFound('No CID found', 'No CID found that matches the given structure');
  if (operation === 'property' && argument !== undefined && (output === 'JSON' || output === 'CSV')) {
    const names = decode(argument).split(',');
    const unknown = names.find((n) => !PROPERTY_NAMES.has(n));
    if (unknown !== undefined) throw badRequest('Invalid property', `Unrecognized property: ${unknown}`);
    const rows = compounds.map((c) => propertyRow(c, names));
    if (output === 'CSV')
      return { status: 200, headers: { 'content-type': 'text/csv' }, body: propertyCsv(rows) };
    return json(200, { PropertyTable: { Properties: rows } });
  }
  if (operation === 'synonyms' && output === 'JSON') {
    return json(200, {
      InformationList: { Information: compounds.map((c) => ({ CID: c.cid, Synonym: c.synonyms })) },
    });
  }
  if (operation === 'assaysummary' && output === 'JSON') {
    const results = compounds.flatMap((c) => catalog.resultsOf(c.cid));
    if (results.length === 0) throw notFound('No data found');
    return json(200, assaySummary(catalog, results));
  }
  if ((operation === undefined || operation === 'record') && output === 'SDF') {
    return {
      status: 200,
      headers: { 'content-type': 'chemical/x-mdl-sdfile' },
      body: compounds.map(sdfRecord).join(''),
    };
  }
  if (operation === undefined && output === 'PNG') {
    const size = option(req, form, 'image_size') ?? 'large';
    if (size !== 'small' && size !== 'large')
      throw badRequest('Invalid image size', 'image_size is small or large');
    return { status: 200, headers: { 'content-type': 'image/png' }, body: PNG[size] };
  }
  throw badRequest(
    'Invalid operation',
    `${[operation, argument].filter(Boolean).join('/')} with ${output} output`,
  );
}

function structureSearch(
  req: EmulatorRequest,
  ctx: ServiceContext,
  kind: SearchKind,
  rest: string[],
  form: URLSearchParams,
  delayMs: number,
): EmulatorReply {
  if (rest[0] !== 'smiles') throw badRequest('Invalid structure search input', 'only smiles is emulated');
  const tail = rest.slice(1);
  const output = tail.pop();
  if (tail.at(-1) === 'cids') tail.pop();
  const smiles = form.get('smiles') ?? (tail[0] === undefined ? undefined : decode(tail[0]));
  if (smiles === undefined || output !== 'JSON') throw badRequest('Missing SMILES or JSON output');
  const threshold = Number(option(req, form, 'Threshold') ?? 90);
  const maxRecords = Number(option(req, form, 'MaxRecords') ?? 2_000_000);
  if (!(threshold >= 0 && threshold <= 100)) throw badRequest('Invalid Threshold', 'Threshold is 0 to 100');
  if (!(Number.isInteger(maxRecords) && maxRecords >= 1)) throw badRequest('Invalid MaxRecords');
  const cids = searchCids(catalogFor(ctx.seed), kind, smilesMolecule(smiles), threshold, maxRecords);
  const state = stateOf(ctx);
  // PubChem's keys are long digit strings; a counter keeps them unique per emulator.
  const key = String(3_000_000_000_000_000 + state.nextKey++ * 7919);
  state.listKeys.set(key, { readyAt: Date.now() + delayMs, cids });
  return json(202, { Waiting: { ListKey: key, Message: 'Your request is running' } });
}

function listKeyResults(ctx: ServiceContext, key: string): EmulatorReply {
  const entry = stateOf(ctx).listKeys.get(key);
  if (!entry) throw notFound('Invalid ListKey', `ListKey ${key} not found or expired`);
  if (Date.now() < entry.readyAt)
    return json(202, { Waiting: { ListKey: key, Message: 'Your request is running' } });
  return json(200, { IdentifierList: { CID: entry.cids } });
}

function pugView(catalog: Catalog, segments: string[], req: EmulatorRequest): EmulatorReply {
  const [data, domain, id, output] = segments;
  if (data !== 'data' || domain !== 'compound' || output !== 'JSON' || id === undefined)
    throw new Fault(400, 'PUGVIEW.BadRequest', 'Invalid request', [
      'expected /rest/pug_view/data/compound/<cid>/JSON',
    ]);
  if (!/^\d+$/.test(id)) throw new Fault(400, 'PUGVIEW.BadRequest', 'Invalid record number');
  const compound = catalog.byCid(Number(id));
  if (!compound) throw new Fault(404, 'PUGVIEW.NotFound', `No record data for CID ${id}`);
  const record = pugViewRecord(compound, catalog);
  const heading = req.query.get('heading');
  if (heading === null) return json(200, { Record: record });
  const sections = filterHeading(record.Section, heading);
  if (sections.length === 0) throw new Fault(400, 'PUGVIEW.BadRequest', `Invalid heading: ${heading}`);
  return json(200, { Record: { ...record, Section: sections } });
}

function route(req: EmulatorRequest, ctx: ServiceContext, delayMs: number): EmulatorReply {
  const catalog = catalogFor(ctx.seed);
  const segments = req.path.split('/').slice(1);
  if (req.method !== 'GET' && req.method !== 'POST')
    throw new Fault(405, 'PUGREST.NotAllowed', 'Method not allowed');
  const form = formOf(req);
  if (segments[0] !== 'rest') throw notFound('Invalid path', req.path);
  if (segments[1] === 'pug_view') return pugView(catalog, segments.slice(2), req);
  if (segments[1] !== 'pug') throw notFound('Invalid path', req.path);
  const [domain, namespace, ...rest] = segments.slice(2);
  if (domain === 'assay') {
    const [aid, operation, output] = rest;
    if (namespace !== 'aid' || operation !== 'description' || output !== 'JSON' || !/^\d+$/.test(aid ?? ''))
      throw badRequest('Invalid assay request', 'only /assay/aid/<aid>/description/JSON is emulated');
    const assay = catalog.assay(Number(aid));
    if (!assay) throw notFound('No data found', `No AID found that matches the given id ${aid}`);
    return json(200, assayDescription(assay));
  }
  if (domain !== 'compound') throw badRequest('Invalid domain', `${domain} is not emulated`);
  if (namespace === 'listkey') return listKeyResults(ctx, rest[0] ?? '');
  if (namespace === 'similarity' || namespace === 'substructure' || namespace === 'superstructure') {
    if (req.method !== 'POST' && rest.length < 3) throw badRequest('Missing SMILES');
    return structureSearch(req, ctx, namespace, rest, form, delayMs);
  }
  if (namespace === 'cid' || namespace === 'name' || namespace === 'smiles' || namespace === 'inchi')
    return compoundOperation(req, catalog, [namespace, ...rest], form);
  throw badRequest('Invalid input namespace', `${namespace ?? ''} is not emulated`);
}

const SERVER_BUSY = { Code: 'PUGREST.ServerBusy', Message: 'Too many requests or server too busy' };

export function createCompoundsService(options: CompoundsEmulatorOptions = {}): EmulatorService {
  const delayMs = options.listKeyDelayMs ?? 1_500;
  return {
    name: 'compounds',
    mounts: { compounds: '/pubchem' },
    limits: (req) => [{ key: req.remoteAddress, perSecond: PER_SECOND, perMinute: PER_MINUTE }],
    // PubChem rejects requests over its limits with 503 and a ServerBusy Fault (not 429).
    tooManyRequests: () => ({
      ...json(503, { Fault: { ...SERVER_BUSY, Details: ['Request Count status: Black (100%)'] } }),
      headers: {
        'content-type': 'application/json',
        'x-throttling-control':
          'Request Count status: Black (100%), Request Time status: Green (0%), Service status: Green (10%)',
      },
    }),
    serverError: (_req, status) =>
      json(status, {
        Fault: status === 503 ? SERVER_BUSY : { Code: 'PUGREST.ServerError', Message: 'Server error' },
      }),
    handle: (req, ctx) => {
      const header = throttlingHeader(stateOf(ctx), req.remoteAddress, Date.now(), true);
      let reply: EmulatorReply;
      try {
        reply = route(req, ctx, delayMs);
      } catch (error) {
        if (!(error instanceof Fault)) throw error;
        reply = faultReply(error);
      }
      return { ...reply, headers: { ...reply.headers, 'x-throttling-control': header } };
    },
  };
}

export const compoundsService: EmulatorService = createCompoundsService();
