import { BaseClient, type ClientOptions } from '@lifesci/core';
import * as v from 'valibot';
import { pubchemCheckBody, pubchemErrorMessage } from './errors.js';
import { setInternals } from './internal.js';
import { Annotations } from './resources/annotations.js';
import { Assays } from './resources/assays.js';
import { Compounds } from './resources/compounds.js';
import { Files } from './resources/files.js';
import { Images } from './resources/images.js';
import { ListKeys } from './resources/list-keys.js';
import { Substances } from './resources/substances.js';
import { pubchemThrottle } from './throttle.js';
import { pugRestXmlParser, type WireFormat } from './xml.js';

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
   * return the same typed rows either way (the `compounds` methods and `listKeys.get`); see the
   * README for the others.
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

/** Most CIDs per request for the per-CID operations (properties, synonyms, SDF molecules). */
export const CID_CHUNK = 200;

const PollMs = v.optional(
  v.pipe(
    v.number('must be whole milliseconds, at least 1'),
    v.integer('must be whole milliseconds, at least 1'),
    v.minValue(1, 'must be whole milliseconds, at least 1'),
  ),
);

/** The client's own options (core checks the rest); `polling` comes out with every default filled in. */
export const CompoundsOptionsSchema = v.object({
  polling: v.optional(
    v.pipe(
      v.objectWithRest(
        { pollTimeout: PollMs, pollInterval: PollMs, maxPollInterval: PollMs },
        v.never('is not a documented option'),
        'must be an object',
      ),
      v.transform(
        (p): Required<PollingDefaults> => ({
          pollTimeout: p.pollTimeout ?? DEFAULT_POLLING.pollTimeout,
          pollInterval: p.pollInterval ?? DEFAULT_POLLING.pollInterval,
          maxPollInterval: p.maxPollInterval ?? DEFAULT_POLLING.maxPollInterval,
        }),
      ),
    ),
    {},
  ),
  wireFormat: v.optional(v.picklist(['json', 'xml'], 'must be "json" or "xml"'), 'json'),
});
export type CompoundsOwnOptions = v.InferOutput<typeof CompoundsOptionsSchema>;

/**
 * PubChem PUG REST and PUG View (spec S8). Describes requests; @lifesci/core executes them
 * (limiter, retries, errors, validation). Nothing touches the network at construction.
 */
export class CompoundsClient extends BaseClient<CompoundsOwnOptions> {
  /** Compound records: properties, synonyms, lookups by name or structure, structure searches, assay summaries. */
  readonly compounds: Compounds;
  /** 2-D structure drawings (PNG). */
  readonly images: Images;
  /** PubChem's own files: SD files and the XML, JSON or CSV bodies of the per-CID operations. */
  readonly files: Files;
  /** The results of asynchronous searches kept under a ListKey. */
  readonly listKeys: ListKeys;
  /** Bioassays by AID. */
  readonly assays: Assays;
  /** PUG View text annotations. */
  readonly annotations: Annotations;
  /** Deposited substances by SID. */
  readonly substances: Substances;
  /** Polling defaults for asynchronous searches. */
  readonly polling: Readonly<Required<PollingDefaults>>;

  /** The body format typed methods ask for (`wireFormat` option). */
  readonly wireFormat: WireFormat;

  constructor(options: CompoundsClientOptions = {}) {
    super(
      {
        service: 'compounds',
        // Its own options; any other key core does not know is an InputError.
        options: CompoundsOptionsSchema,
        baseUrls: { compounds: 'https://pubchem.ncbi.nlm.nih.gov' },
        limiterId: 'pubchem.ncbi.nlm.nih.gov',
        limits: COMPOUNDS_LIMITS,
        errorMessage: pubchemErrorMessage,
        checkBody: pubchemCheckBody,
        // X-Throttling-Control on every answer slows the shared budget before PubChem blocks.
        throttle: pubchemThrottle(),
        xmlParser: pugRestXmlParser,
      },
      options,
    );
    this.polling = this.serviceOptions.polling;
    this.wireFormat = this.serviceOptions.wireFormat;
    // ListKey polling waits on core's `clock` option when one is given (tests inject one).
    setInternals(this, { clock: this.options.clock, maxRetries: this.options.maxRetries });
    this.compounds = new Compounds(this);
    this.images = new Images(this);
    this.files = new Files(this);
    this.listKeys = new ListKeys(this);
    this.assays = new Assays(this);
    this.annotations = new Annotations(this);
    this.substances = new Substances(this);
  }
}
