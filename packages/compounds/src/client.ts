import {
  BaseClient,
  type ClientOptions,
  type Clock,
  InputError,
  pubchemThrottle,
  type RequestSpec,
} from '@lifesci/core';
import { pubchemCheckBody, pubchemErrorMessage } from './errors.js';
import { Annotations } from './resources/annotations.js';
import { Assays } from './resources/assays.js';
import { Compounds } from './resources/compounds.js';
import { Substances } from './resources/substances.js';
import { pugRestXmlParser, type WireFormat, withOutput } from './xml.js';

/** How asynchronous (ListKey) searches are awaited unless a call says otherwise. */
export interface PollingDefaults {
  /** Give up with a TimeoutError after this many ms (default 120 000). */
  pollTimeout?: number;
  /** First wait between polls in ms (default 1 000), doubled up to `maxPollInterval`. */
  pollInterval?: number;
  /** Longest wait between polls in ms (default 10 000). */
  maxPollInterval?: number;
}

export interface CompoundsClientOptions extends ClientOptions {
  polling?: PollingDefaults;
  /**
   * The body format typed methods ask PUG REST for: `'json'` (default) or `'xml'`. The methods
   * return the same typed rows either way (properties, propertiesOf, cids, synonyms,
   * assaySummary, the structure searches and listKey); see the README for the others.
   */
  wireFormat?: WireFormat;
}

/**
 * PubChem's documented limits (spec S8): 5 requests/second and 400/minute, both at once, and
 * 300 s of running time per minute. Five requests in flight, each cut off by PubChem after 30 s
 * (and by our timeout), cannot spend more than that, so `concurrency: 5` keeps the third limit.
 */
export const COMPOUNDS_LIMITS = { perSecond: 5, perMinute: 400, concurrency: 5 } as const;

export const DEFAULT_POLLING: Required<PollingDefaults> = {
  pollTimeout: 120_000,
  pollInterval: 1_000,
  maxPollInterval: 10_000,
};

/** Most CIDs per request for the per-cid operations (properties, synonyms, SDF molecules). */
export const CID_CHUNK = 200;

function checkPolling(polling: PollingDefaults | undefined): Required<PollingDefaults> {
  if (polling === undefined) return DEFAULT_POLLING;
  if (typeof polling !== 'object' || polling === null)
    throw new InputError('options.polling', 'must be an object');
  const out = { ...DEFAULT_POLLING };
  for (const [key, value] of Object.entries(polling)) {
    if (!(key in DEFAULT_POLLING))
      throw new InputError(`options.polling.${key}`, 'is not a documented option');
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
      throw new InputError(`options.polling.${key}`, 'must be whole milliseconds, at least 1');
    out[key as keyof PollingDefaults] = value;
  }
  return out;
}

/**
 * PubChem PUG REST and PUG View (spec S8). Describes requests; @lifesci/core executes them
 * (limiter, retries, errors, validation). Nothing touches the network at construction.
 */
export class CompoundsClient extends BaseClient {
  readonly compounds: Compounds;
  readonly assays: Assays;
  readonly annotations: Annotations;
  readonly substances: Substances;
  /** Polling defaults for asynchronous searches. */
  readonly polling: Readonly<Required<PollingDefaults>>;

  /** The body format typed methods ask for (`wireFormat` option). */
  readonly wireFormat: WireFormat;

  constructor(options: CompoundsClientOptions = {}) {
    const { polling, wireFormat, ...coreOptions } = options;
    super(
      {
        service: 'compounds',
        // Any other option key is an InputError (a misspelt option must not be ignored).
        optionKeys: ['polling', 'wireFormat'],
        baseUrls: { compounds: 'https://pubchem.ncbi.nlm.nih.gov' },
        limiterId: 'pubchem.ncbi.nlm.nih.gov',
        limits: COMPOUNDS_LIMITS,
        errorMessage: pubchemErrorMessage,
        checkBody: pubchemCheckBody,
        // X-Throttling-Control on every answer slows the shared budget before PubChem blocks.
        throttle: pubchemThrottle(),
        xmlParser: pugRestXmlParser,
      },
      coreOptions,
    );
    this.polling = checkPolling(polling);
    if (wireFormat !== undefined && wireFormat !== 'json' && wireFormat !== 'xml')
      throw new InputError('options.wireFormat', 'must be "json" or "xml"');
    this.wireFormat = wireFormat ?? 'json';
    this.compounds = new Compounds(this);
    this.assays = new Assays(this);
    this.annotations = new Annotations(this);
    this.substances = new Substances(this);
  }

  /** `spec` (a path without its output segment) in the client's wire format. @internal */
  typed(spec: RequestSpec): RequestSpec {
    return withOutput(spec, this.wireFormat);
  }

  /** The clock polling waits on (the one given in options, for tests). @internal */
  get pollClock(): Clock | undefined {
    return this.options.clock;
  }
}
