import {
  ApiError,
  BaseClient,
  type BodyOf,
  type BudgetSpec,
  type CallOptions,
  type ClientOptions,
  InputError,
  parseInput,
  type RequestSpec,
  type ResponseType,
} from '@lifesci/core';
import type * as v from 'valibot';
import { tokenTag } from './auth/token-hash.js';
import { TokenManager } from './auth/token-manager.js';
import { MemoryTokenStore, type TokenStore } from './auth/token-store.js';
import {
  errorForStatusCode,
  InvalidTokenError,
  protocolsCheckBody,
  protocolsErrorMessage,
  TokenExpiredError,
} from './errors.js';
import { OAuth } from './resources/oauth.js';
import { Protocols } from './resources/protocols.js';
import { ClientOwnOptionsSchema } from './schemas/options.js';
import type { TokenSet } from './schemas/token.js';

export interface ProtocolsClientOptions extends Omit<ClientOptions, 'auth' | 'apiKey'> {
  /** An access token you already have: your CLIENT_ACCESS_TOKEN, or an OAuth access token. */
  accessToken?: string;
  /** OAuth application id (protocols.io/developers), for the authorization-code flow. */
  clientId?: string;
  /** OAuth application secret; sent only in the token endpoint's POST body. */
  clientSecret?: string;
  /** The redirect URI registered for the application (used at authorize and token exchange). */
  redirectUri?: string;
  /** Where tokens are kept (default: in memory). */
  tokenStore?: TokenStore;
  /** Refresh this long before the access token expires (default 5 minutes, at most half its life). */
  refreshMarginMs?: number;
}

/** Documented budget: 100 requests per minute per user (spec S1, Limits); one budget per token. */
export const PROTOCOLS_LIMITS = { perMinute: 100 } as const;
/** The PDF path's own budget: 5 per minute signed in, 3 unsigned (spec S1, Limits). */
export const PDF_LIMITS = { signedIn: { perMinute: 5 }, unsigned: { perMinute: 3 } } as const;

const LIMITER_ID = 'protocols.io';
const DEFAULT_REFRESH_MARGIN_MS = 5 * 60_000;
const OWN_OPTIONS = [
  'accessToken',
  'clientId',
  'clientSecret',
  'redirectUri',
  'tokenStore',
  'refreshMarginMs',
] as const;

/**
 * protocols.io API v3 (spec S1). Describes requests; @lifesci/core executes them (limiter,
 * retries, errors, validation, and the bearer token through core's auth provider). Nothing
 * touches the network at construction.
 *
 * Every signed request spends the budget of its access token (100/minute; the PDF path 5/minute),
 * named by a hash of the token; unsigned requests share one budget (PDF 3/minute).
 */
export class ProtocolsClient extends BaseClient {
  readonly oauth: OAuth;
  readonly protocols: Protocols;
  readonly #tokens: TokenManager;
  /** The client's named budgets; per-token budgets are added as tokens appear. */
  readonly #budgets: Record<string, BudgetSpec>;

  constructor(options: ProtocolsClientOptions = {}) {
    const own = parseInput(ClientOwnOptionsSchema, pick(options, OWN_OPTIONS), 'options');
    const coreOptions: Record<string, unknown> = { ...options };
    for (const key of OWN_OPTIONS) delete coreOptions[key];
    if (coreOptions.apiKey !== undefined) {
      throw new InputError('options.apiKey', 'protocols.io has no API key: pass accessToken (or use oauth)');
    }
    if (coreOptions.auth !== undefined) {
      throw new InputError('options.auth', 'the client manages its tokens: pass accessToken or tokenStore');
    }
    const budgets: Record<string, BudgetSpec> = { pdf: { ...PDF_LIMITS.unsigned } };
    const now = () => (options.clock ?? Date).now();
    const secret = (value: string | undefined) => this.redactor.addSecret(value);
    const store =
      own.tokenStore ??
      new MemoryTokenStore(
        own.accessToken === undefined
          ? undefined
          : { accessToken: own.accessToken, tokenType: 'bearer', obtainedAt: now() },
      );
    const tokens = new TokenManager({
      store,
      refresh:
        own.clientId && own.clientSecret ? (token, call) => this.oauth.refreshGrant(token, call) : undefined,
      now,
      refreshMarginMs: own.refreshMarginMs ?? DEFAULT_REFRESH_MARGIN_MS,
      secret,
    });
    super(
      {
        service: 'protocols',
        baseUrls: { protocols: 'https://www.protocols.io' },
        limiterId: LIMITER_ID,
        limits: PROTOCOLS_LIMITS,
        namedLimits: budgets,
        errorMessage: protocolsErrorMessage,
        checkBody: protocolsCheckBody,
        // The authorization code is a one-time secret too.
        secretParams: ['code'],
      },
      { ...(coreOptions as ClientOptions), auth: tokens },
    );
    this.#budgets = budgets;
    this.#tokens = tokens;
    this.redactor.addSecret(own.accessToken);
    this.redactor.addSecret(own.clientSecret);
    this.oauth = new OAuth(this, own, { tokens: () => this.#tokens, now, secret });
    this.protocols = new Protocols(this);
  }

  /** The tokens in use, or undefined when the client is unsigned. */
  tokens(): Promise<TokenSet | undefined> {
    return this.#tokens.current();
  }

  override request<S extends v.GenericSchema>(
    spec: RequestSpec & { schema: S },
    call?: CallOptions,
  ): Promise<v.InferOutput<S>>;
  override request<R extends ResponseType = 'json'>(
    spec: RequestSpec & { responseType?: R; schema?: undefined },
    call?: CallOptions,
  ): Promise<BodyOf<R>>;
  override request<T>(spec: RequestSpec, call?: CallOptions): Promise<T>;
  /**
   * Spends the budget of the token the request will carry (core's auth provider adds the token
   * and refreshes it once on an auth error). A token error the service sends with an HTTP error
   * status (the API documents 1219 with a 400) is typed like one inside a 200 and, for an expired
   * token, refreshed once through the same provider.
   *
   * TODO(core): credential-scoped budgets and a way for a service to classify a non-2xx body as
   * an auth error (see /work/wt/requests/protocols.md) would leave only `super.request` here.
   */
  override async request(spec: RequestSpec, call?: CallOptions): Promise<unknown> {
    // The token endpoint is sent unsigned; reading the store still registers its secrets.
    const oauthPath = spec.path?.startsWith('/api/v3/oauth/') ?? false;
    const tokens = oauthPath ? void (await this.#tokens.stored()) : await this.#tokens.current();
    const scoped: RequestSpec = tokens
      ? { ...spec, limiter: this.#tokenBudget(tokens.accessToken, spec.limiter) }
      : spec;
    try {
      return this.#warned(await super.request(scoped, call));
    } catch (error) {
      const typed = this.#typed(error);
      if (!(typed instanceof TokenExpiredError) || error instanceof TokenExpiredError || !tokens) throw typed;
      // Core refreshes on AuthErrors only; this one arrived as a 400.
      const refused = { authorization: `Bearer ${tokens.accessToken}` };
      if (!(await this.#tokens.refresh(typed, refused))) throw typed;
      const fresh = await this.#tokens.current();
      const again = fresh ? { ...spec, limiter: this.#tokenBudget(fresh.accessToken, spec.limiter) } : spec;
      return super.request(again, call).catch((e: unknown) => {
        throw this.#typed(e);
      });
    }
  }

  /**
   * The budget of one token: `protocols.io#<hash>` (100/minute) or `protocols.io/pdf#<hash>`
   * (5/minute). Registered on first use as a named budget, so core's limiter registry shares it
   * with every client using the same token, and the token itself never appears in an id.
   */
  #tokenBudget(accessToken: string, base: string | undefined): string {
    const tag = tokenTag(accessToken);
    const name = `${base ?? 'api'}#${tag}`;
    if (!this.#budgets[name]) {
      this.#budgets[name] =
        base === 'pdf'
          ? { id: `${LIMITER_ID}/pdf#${tag}`, ...PDF_LIMITS.signedIn }
          : { id: `${LIMITER_ID}#${tag}`, ...PROTOCOLS_LIMITS };
    }
    return name;
  }

  /**
   * The service warns inside a successful answer a month before a token expires
   * (`warning_code`, "Your access token expires in 24 days"): passed on to the logger.
   */
  #warned(body: unknown): unknown {
    if (typeof body === 'object' && body !== null && 'warning_message' in body) {
      const { warning_code: code, warning_message: message } = body as Record<string, unknown>;
      this.options.logger?.warn?.(`protocols: ${String(message)}`, {
        service: 'protocols',
        warningCode: code,
      });
    }
    return body;
  }

  /** The protocols.io type of an error sent with an HTTP error status and a `status_code`. */
  #typed(error: unknown): unknown {
    if (
      !(error instanceof ApiError) ||
      error instanceof InvalidTokenError ||
      error instanceof TokenExpiredError
    ) {
      return error;
    }
    const typed = errorForStatusCode(error.body, {
      status: error.status,
      service: error.service,
      method: error.method,
      url: error.url,
      headers: error.headers,
      message: protocolsErrorMessage(error.body),
      ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
      cause: error.cause,
      redactor: this.redactor,
    });
    return typed ?? error;
  }
}

function pick<T extends object, K extends readonly string[]>(
  value: T,
  keys: K,
): Partial<Record<K[number], unknown>> {
  const out: Partial<Record<K[number], unknown>> = {};
  for (const key of keys) {
    if (key in value) out[key as K[number]] = (value as Record<string, unknown>)[key];
  }
  return out;
}
