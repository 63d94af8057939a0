import {
  badRequest,
  defineService,
  get,
  HttpError,
  jsonReply,
  notFound as kitNotFound,
  memoizeWeak,
  post,
  safeDecode,
  textReply,
} from '../../kit/index.js';
import type { EmulatorReply, EmulatorRequest, EmulatorService, ServiceContext } from '../../service.js';
import { type Catalog, type Compound, catalogFor } from './catalog.js';
import { filterHeading, pugViewRecord } from './pug-view.js';
import { VOCABULARY } from './real.js';
import { assayDescription, assaySummary, PNG, propertyCsv, propertyRow } from './render.js';
import { sdfRecord } from './sdf.js';
import { type SearchKind, searchCids } from './search.js';
import { parseSmiles, SmilesError } from './smiles.js';
import { documentReply } from './xml.js';

/**
 * S8, the chemical compound database: PUG REST (/rest/pug) and PUG View (/rest/pug_view) over
 * the real compounds users look up plus 320 generated ones, with the asynchronous ListKey search,
 * PubChem's Fault bodies, 5 requests/second + 400/minute per client (503 ServerBusy beyond, as
 * PubChem answers) and an X-Throttling-Control header on every answer.
 */
export interface CompoundsEmulatorOptions {
  /** How long a ListKey search stays "Waiting" (default 1 500 ms, on the emulator's clock). */
  listKeyDelayMs?: number;
}

// PubChem keeps a ListKey's result only for a while and does not document how long; 30 minutes
// here, so a client that polls late meets the 404 it must handle.
const LIST_KEY_LIFETIME_MS = 30 * 60_000;
const PER_SECOND = 5;
const PER_MINUTE = 400;
const PROPERTY_NAMES = new Set(VOCABULARY.propertyNames);

interface State {
  listKeys: Map<string, { readyAt: number; expiresAt: number; cids: number[] }>;
  nextKey: number;
  /** Request start times per client address, for the throttling header. */
  seen: Map<string, number[]>;
}
const stateOf = memoizeWeak(
  (_ctx: ServiceContext): State => ({ listKeys: new Map(), nextKey: 1, seen: new Map() }),
);

/** `{ Fault: { Code, Message, Details? } }`, the body of every PubChem error. */
function faultReply(status: number, message: string, req: EmulatorRequest, error?: HttpError): EmulatorReply {
  const prefix = req.path.startsWith('/rest/pug_view') ? 'PUGVIEW' : 'PUGREST';
  // PubChem's Fault codes by status (PUG REST documents them; PUG View uses its own prefix).
  const code = (VOCABULARY.faultCodes as Record<string, string>)[status] ?? 'Unknown';
  const details = error?.details.Details;
  const fault = { Code: `${prefix}.${code}`, Message: message, ...(details ? { Details: details } : {}) };
  // An /XML request gets its Fault as XML, as PubChem answers.
  return documentReply(req.path.endsWith('/XML') ? 'XML' : 'JSON', { Fault: fault }, status);
}

const notFound = (message: string, detail?: string) =>
  kitNotFound(message, detail ? { Details: [detail] } : undefined);
const invalid = (message: string, detail?: string) =>
  badRequest(message, detail ? { Details: [detail] } : undefined);

const COLOURS = ['Green', 'Yellow', 'Red', 'Black'] as const;
const colour = (percent: number) => COLOURS[percent < 50 ? 0 : percent < 75 ? 1 : percent <= 100 ? 2 : 3];

/** PubChem's dynamic throttling header: the client's use of its request-count budget. */
function throttlingHeader(state: State, address: string, now: number): string {
  const times = (state.seen.get(address) ?? []).filter((t) => now - t < 60_000);
  times.push(now);
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
  const value = safeDecode(segment);
  if (value === undefined) throw invalid('Invalid URL encoding');
  return value;
}

function smilesMolecule(smiles: string) {
  try {
    return parseSmiles(smiles);
  } catch (error) {
    if (error instanceof SmilesError)
      throw invalid('Unable to standardize the given structure', error.message);
    throw error;
  }
}

/** The compounds an input names; `unknownStructure` marks a valid SMILES PubChem does not have. */
function resolve(catalog: Catalog, namespace: string, value: string) {
  if (namespace === 'smiles') {
    smilesMolecule(value);
    const compounds = catalog.bySmiles(value);
    return { compounds, unknownStructure: compounds.length === 0 };
  }
  let compounds: Compound[];
  if (namespace === 'cid') {
    const ids = value.split(',').map((s) => s.trim());
    if (ids.some((s) => !/^\d+$/.test(s))) throw invalid('Invalid CID', `"${value}" is not a list of CIDs`);
    compounds = ids.flatMap((s) => catalog.byCid(Number(s)) ?? []);
  } else if (namespace === 'name') compounds = catalog.byName(value);
  else if (value.startsWith('InChI=')) compounds = catalog.byInchi(value);
  else throw invalid('Invalid InChI', 'an InChI starts with "InChI="');
  const what = { cid: 'ID', name: 'name' }[namespace] ?? 'InChI';
  if (compounds.length === 0) throw notFound('No CID found', `No CID found that matches the given ${what}`);
  return { compounds, unknownStructure: false };
}

/** A request under /rest/pug/compound/: its POSTed form, and the ListKey delay of the module. */
interface Call {
  req: EmulatorRequest;
  ctx: ServiceContext;
  form: URLSearchParams;
  delayMs: number;
}

function compoundOperation({ req, ctx, form }: Call, [namespace = '', ...tail]: string[]): EmulatorReply {
  const catalog = catalogFor(ctx.seed);
  // A POSTed input comes in the form field named after its namespace, else in the path.
  const posted = form.get(namespace);
  if (posted === null && tail.length < 2) throw invalid('Missing input value');
  const value = posted ?? decode(tail[0] as string);
  const ops = posted === null ? tail.slice(1) : tail;
  const output = ops.pop() ?? '';
  if (output === 'TXT') throw new HttpError(501, `${output} output is not emulated`);
  const structured = output === 'JSON' || output === 'XML';
  const { compounds, unknownStructure } = resolve(catalog, namespace, value);
  const [operation, argument] = ops;

  if (operation === 'cids' && structured) {
    return documentReply(output, {
      IdentifierList: { CID: unknownStructure ? [0] : compounds.map((c) => c.cid) },
    });
  }
  if (unknownStructure) throw notFound('No CID found', 'No CID found that matches the given structure');
  if (operation === 'property' && argument !== undefined && (structured || output === 'CSV')) {
    const names = decode(argument).split(',');
    const unknown = names.find((n) => !PROPERTY_NAMES.has(n));
    if (unknown !== undefined) throw invalid('Invalid property', `Unrecognized property: ${unknown}`);
    const rows = compounds.map((c) => propertyRow(c, names));
    if (output === 'CSV') return textReply(propertyCsv(rows), 'text/csv');
    return documentReply(output, { PropertyTable: { Properties: rows } });
  }
  if (operation === 'synonyms' && structured) {
    return documentReply(output, {
      InformationList: { Information: compounds.map((c) => ({ CID: c.cid, Synonym: c.synonyms })) },
    });
  }
  if (operation === 'assaysummary' && structured) {
    const results = compounds.flatMap((c) => catalog.resultsOf(c.cid));
    if (results.length === 0) throw notFound('No data found');
    return documentReply(output, assaySummary(catalog, results));
  }
  if ((operation === undefined || operation === 'record') && output === 'SDF') {
    return textReply(compounds.map(sdfRecord).join(''), 'chemical/x-mdl-sdfile');
  }
  if (operation === undefined && output === 'PNG') {
    const size = option(req, form, 'image_size') ?? 'large';
    if (size !== 'small' && size !== 'large')
      throw invalid('Invalid image size', 'image_size is small or large');
    return textReply(PNG[size], 'image/png');
  }
  throw invalid(
    'Invalid operation',
    `${[operation, argument].filter(Boolean).join('/')} with ${output} output`,
  );
}

function structureSearch({ req, ctx, form, delayMs }: Call, kind: SearchKind, rest: string[]): EmulatorReply {
  if (rest[0] !== 'smiles') throw invalid('Invalid structure search input', 'only smiles is emulated');
  const tail = rest.slice(1);
  const output = tail.pop();
  if (tail.at(-1) === 'cids') tail.pop();
  const smiles = form.get('smiles') ?? (tail[0] === undefined ? undefined : decode(tail[0]));
  if (smiles === undefined || (output !== 'JSON' && output !== 'XML'))
    throw invalid('Missing SMILES or JSON/XML output');
  const threshold = Number(option(req, form, 'Threshold') ?? 90);
  const maxRecords = Number(option(req, form, 'MaxRecords') ?? 2_000_000);
  if (!(threshold >= 0 && threshold <= 100)) throw invalid('Invalid Threshold', 'Threshold is 0 to 100');
  if (!(Number.isInteger(maxRecords) && maxRecords >= 1)) throw invalid('Invalid MaxRecords');
  const cids = searchCids(catalogFor(ctx.seed), kind, smilesMolecule(smiles), threshold).slice(0, maxRecords);
  const state = stateOf(ctx);
  // PubChem's keys are long digit strings; a counter keeps them unique per emulator.
  const key = String(3_000_000_000_000_000 + state.nextKey++ * 7919);
  const now = ctx.now();
  state.listKeys.set(key, { readyAt: now + delayMs, expiresAt: now + LIST_KEY_LIFETIME_MS, cids });
  return documentReply(output, waiting(key), 202);
}

const waiting = (key: string) => ({ Waiting: { ListKey: key, Message: 'Your request is running' } });

function listKeyResults(ctx: ServiceContext, key: string, output: string): EmulatorReply {
  if (output !== 'JSON' && output !== 'XML') throw invalid('Invalid output', `${output} for a ListKey`);
  const { listKeys } = stateOf(ctx);
  const entry = listKeys.get(key);
  const now = ctx.now();
  if (entry && now >= entry.expiresAt) listKeys.delete(key);
  if (!entry || now >= entry.expiresAt)
    throw notFound('Invalid ListKey', `ListKey ${key} not found or expired`);
  if (now < entry.readyAt) return documentReply(output, waiting(key), 202);
  return documentReply(output, { IdentifierList: { CID: entry.cids } });
}

function pugView(catalog: Catalog, id: string, heading: string | null, base: string): EmulatorReply {
  if (!/^\d+$/.test(id)) throw invalid('Invalid record number');
  const compound = catalog.byCid(Number(id));
  if (!compound) throw notFound(`No record data for CID ${id}`);
  const record = pugViewRecord(compound, catalog, `${base}/rest/pug/compound/cid/${compound.cid}/PNG`);
  if (heading === null) return jsonReply({ Record: record });
  const sections = filterHeading(record.Section, heading);
  if (sections.length === 0) throw invalid(`Invalid heading: ${heading}`);
  return jsonReply({ Record: { ...record, Section: sections } });
}

/** `/substance/sid/<sids>/cids/JSON`: each known SID with its compound. */
function substanceCids(catalog: Catalog, value: string): EmulatorReply {
  const sids = value.split(',').map((s) => s.trim());
  if (sids.some((s) => !/^\d+$/.test(s))) throw invalid('Invalid SID', `"${value}" is not a list of SIDs`);
  const known = sids.map(Number).filter((sid) => catalog.cidOfSid(sid) !== undefined);
  if (known.length === 0) throw notFound('No SID found', 'No SID found that matches the given ID');
  return jsonReply({
    InformationList: {
      Information: known.map((sid) => ({ SID: sid, CID: [catalog.cidOfSid(sid) as number] })),
    },
  });
}

const SEARCHES = new Set(['similarity', 'substructure', 'superstructure']);
const NAMESPACES = new Set(['cid', 'name', 'smiles', 'inchi']);

/**
 * Everything under /rest/pug/compound/: read from the raw path, since a name or SMILES segment may
 * hold an encoded "/" that must not split it.
 */
function compoundRoute(req: EmulatorRequest, ctx: ServiceContext, delayMs: number): EmulatorReply {
  const [namespace = '', ...rest] = req.path.split('/').slice(4);
  const call = { req, ctx, form: formOf(req), delayMs };
  if (SEARCHES.has(namespace)) return structureSearch(call, namespace as SearchKind, rest);
  if (NAMESPACES.has(namespace)) return compoundOperation(call, [namespace, ...rest]);
  throw invalid('Invalid input namespace', `${namespace} is not emulated`);
}

const SERVER_BUSY = 'Too many requests or server too busy';

export function createCompoundsService(options: CompoundsEmulatorOptions = {}): EmulatorService {
  const delayMs = options.listKeyDelayMs ?? 1_500;
  const compound = ({ req, ctx }: { req: EmulatorRequest; ctx: ServiceContext }) =>
    compoundRoute(req, ctx, delayMs);
  return defineService({
    name: 'compounds',
    mounts: { compounds: '/pubchem' },
    errors: { reply: faultReply },
    limits: (req) => [{ key: req.remoteAddress, perSecond: PER_SECOND, perMinute: PER_MINUTE }],
    // PubChem rejects requests over its limits with 503 and a ServerBusy Fault (not 429).
    tooManyRequests: (req) => {
      const reply = faultReply(503, SERVER_BUSY, req);
      const throttling =
        'Request Count status: Black (100%), Request Time status: Green (0%), Service status: Green (10%)';
      return { ...reply, headers: { ...reply.headers, 'x-throttling-control': throttling } };
    },
    routes: [
      get('/rest/pug_view/data/compound/:cid/JSON', ({ params, query, ctx }) =>
        pugView(catalogFor(ctx.seed), params.cid ?? '', query.get('heading'), ctx.baseUrls.compounds ?? ''),
      ),
      get('/rest/pug/assay/aid/:aid/description/:output', ({ params, ctx }) => {
        // PubChem writes this XML in its full-record schema (pubchem.xsd), not emulated.
        if (params.output !== 'JSON') throw new HttpError(501, `${params.output} output is not emulated`);
        const aid = params.aid ?? '';
        const assay = /^\d+$/.test(aid) ? catalogFor(ctx.seed).assay(Number(aid)) : undefined;
        if (!assay) throw notFound('No data found', `No AID found that matches the given id ${aid}`);
        return jsonReply(assayDescription(assay));
      }),
      get('/rest/pug/substance/sid/:sids/cids/JSON', ({ params, ctx }) =>
        substanceCids(catalogFor(ctx.seed), params.sids ?? ''),
      ),
      post('/rest/pug/substance/sid/cids/JSON', ({ req, ctx }) =>
        substanceCids(catalogFor(ctx.seed), formOf(req).get('sid') ?? ''),
      ),
      get('/rest/pug/compound/listkey/:key/cids/:output', ({ params, ctx }) =>
        listKeyResults(ctx, params.key ?? '', params.output ?? ''),
      ),
      get('/rest/pug/compound/:rest*', compound),
      post('/rest/pug/compound/:rest*', compound),
    ],
    // Injected 503s are PubChem's ServerBusy answer too.
    serverError: (req, status) => faultReply(status, status === 503 ? SERVER_BUSY : 'Server error', req),
    after: (reply, req, ctx) => ({
      ...reply,
      headers: {
        ...reply.headers,
        'x-throttling-control': throttlingHeader(stateOf(ctx), req.remoteAddress, ctx.now()),
      },
    }),
  });
}

export const compoundsService: EmulatorService = createCompoundsService();
