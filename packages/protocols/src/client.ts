import {
  ApiError,
  type ApiErrorInit,
  apiErrorFromStatus,
  BaseClient,
  type BodyOf,
  type BudgetSpec,
  type CallOptions,
  type ClientOptions,
  createRedactor,
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

export interface ProtocolsClientOptions extends ClientOptions {
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
 * retries, errors, validation). Nothing touches the network at construction.
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
  readonly #clientSecret: string | undefined;
  /** Token values and codes this client has handled, scrubbed from every error it throws. */
  readonly #seenSecrets = new Set<string>();

  constructor(options: ProtocolsClientOptions = {}) {
    const own = parseInput(ClientOwnOptionsSchema, pick(options, OWN_OPTIONS), 'options');
    const coreOptions: Record<string, unknown> = { ...options };
    for (const key of OWN_OPTIONS) delete coreOptions[key];
    if (coreOptions.apiKey !== undefined) {
      throw new InputError('options.apiKey', 'protocols.io has no API key: pass accessToken (or use oauth)');
    }
    const budgets: Record<string, BudgetSpec> = { pdf: { ...PDF_LIMITS.unsigned } };
    super(
      {
        service: 'protocols',
        baseUrls: { default: 'https://www.protocols.io' },
        limiterId: LIMITER_ID,
        limits: PROTOCOLS_LIMITS,
        namedLimits: budgets,
        errorMessage: protocolsErrorMessage,
        checkBody: protocolsCheckBody,
        // The authorization code is a one-time secret too.
        secretParams: ['code'],
      },
      coreOptions as ClientOptions,
    );
    this.#budgets = budgets;
    this.#clientSecret = own.clientSecret;
    const now = () => (options.clock ?? Date).now();
    const store =
      own.tokenStore ??
      new MemoryTokenStore(
        own.accessToken === undefined
          ? undefined
          : { accessToken: own.accessToken, tokenType: 'bearer', obtainedAt: now() },
      );
    this.oauth = new OAuth(this, own, () => this.#tokens, now);
    this.#tokens = new TokenManager({
      store,
      refresh:
        own.clientId && own.clientSecret ? (token, call) => this.oauth.refreshGrant(token, call) : undefined,
      now,
      refreshMarginMs: own.refreshMarginMs ?? DEFAULT_REFRESH_MARGIN_MS,
    });
    this.protocols = new Protocols(this);
  }

  /** The base address requests go to (https://www.protocols.io unless replaced). */
  get baseUrl(): string {
    return this.baseUrls.default as string;
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
   * Signs the request with the current access token (refreshed first when it is about to
   * expire) and spends that token's budget; after an expired-token answer (status_code 1219,
   * or HTTP 401) the token is refreshed once (concurrent callers share the refresh) and the
   * request is sent again.
   *
   * TODO(core): core's `ClientOptions.auth` provider (headers per attempt, one refresh on an
   * auth failure) and credential-scoped budgets replace this override when they land.
   */
  override async request(spec: RequestSpec, call?: CallOptions): Promise<unknown> {
    // The token endpoint authenticates with the client's credentials in its body.
    if (spec.path?.startsWith('/api/v3/oauth/')) return this.#send(spec, call, undefined);
    const tokens = await this.#tokens.current();
    try {
      return await this.#send(spec, call, tokens);
    } catch (error) {
      if (!tokens || !this.#tokens.canRefresh || !isExpiredAnswer(error)) throw error;
      const fresh = await this.#tokens.refresh(tokens.accessToken);
      return this.#send(spec, call, fresh);
    }
  }

  async #send(
    spec: RequestSpec,
    call: CallOptions | undefined,
    tokens: TokenSet | undefined,
  ): Promise<unknown> {
    this.#remember([tokens?.accessToken, tokens?.refreshToken, ...formSecrets(spec.body)]);
    const signed: RequestSpec = tokens
      ? {
          ...spec,
          limiter: this.#tokenBudget(tokens.accessToken, spec.limiter),
          headers: { ...spec.headers, authorization: `Bearer ${tokens.accessToken}` },
        }
      : spec;
    try {
      return await super.request(signed, call);
    } catch (error) {
      const stored = await this.#tokens.stored();
      this.#remember([stored?.accessToken, stored?.refreshToken]);
      throw this.#typed(error);
    }
  }

  /** Keeps the most recent secret values (a refresh replaces both tokens; old ones stay listed a while). */
  #remember(values: (string | undefined)[]): void {
    for (const value of values) {
      if (!value || this.#seenSecrets.has(value)) continue;
      this.#seenSecrets.add(value);
      if (this.#seenSecrets.size > 32) {
        const oldest = this.#seenSecrets.values().next().value;
        if (oldest !== undefined) this.#seenSecrets.delete(oldest);
      }
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
   * Token answers sent with an HTTP error status (the service documents 1219 with a 400) get the
   * same types as inside a 200, and runtime secrets the core redactor cannot know (the tokens,
   * the client secret) are removed from every error field.
   * TODO(core): a way to register runtime secrets with the client's redactor.
   */
  #typed(error: unknown): unknown {
    if (!(error instanceof ApiError)) return error;
    const redactor = createRedactor({ names: ['code'], secrets: [...this.#seenSecrets, this.#clientSecret] });
    const init: ApiErrorInit = {
      status: error.status,
      service: error.service,
      method: error.method,
      url: error.url,
      body: error.body,
      headers: error.headers,
      message: protocolsErrorMessage(error.body),
      ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
      cause: error.cause,
      redactor,
    };
    const tokenError = error instanceof TokenExpiredError || error instanceof InvalidTokenError;
    if (!tokenError) {
      const typed = errorForStatusCode(error.body, init);
      if (typed) return typed;
    }
    const seen = JSON.stringify([error.message, error.url, error.body, error.headers]);
    if (redactor.text(seen) === seen) return error;
    if (error instanceof TokenExpiredError) return new TokenExpiredError(init);
    if (error instanceof InvalidTokenError) return new InvalidTokenError(init);
    return apiErrorFromStatus(init);
  }
}

/** The secret values of a token-endpoint form (the code and the refresh token). */
function formSecrets(body: unknown): string[] {
  if (!(body instanceof URLSearchParams)) return [];
  return ['code', 'refresh_token'].flatMap((name) => body.getAll(name));
}

/** status_code 1219 (in any body) or HTTP 401: the token has run out, refreshing may help. */
function isExpiredAnswer(error: unknown): boolean {
  if (error instanceof TokenExpiredError) return true;
  if (error instanceof InvalidTokenError) return false;
  return error instanceof ApiError && error.status === 401;
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
