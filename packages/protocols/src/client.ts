import { type ApiError, BaseClient, type ClientOptions, type Logger, type Redactor } from '@lifesci/core';
import { TokenManager } from './auth/token-manager.js';
import { MemoryTokenStore, type TokenStore } from './auth/token-store.js';
import {
  errorForStatusCode,
  InvalidTokenError,
  protocolsCheckBody,
  protocolsErrorMessage,
  TokenExpiredError,
} from './errors.js';
import { OAuth, type OAuthContext, refreshGrant } from './resources/oauth.js';
import { Protocols } from './resources/protocols.js';
import { ProtocolsOptionsSchema, type ProtocolsOwnOptions } from './schemas/options.js';
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

/**
 * protocols.io API v3 (spec S1). Describes requests; @lifesci/core executes them (limiter,
 * retries, errors, validation, and the bearer token through core's auth provider). Nothing
 * touches the network at construction.
 *
 * Every signed request spends the budget of its access token (100/minute; the PDF path 5/minute),
 * named by a hash of the token; unsigned requests share one budget (PDF 3/minute).
 */
export class ProtocolsClient extends BaseClient<ProtocolsOwnOptions> {
  readonly oauth: OAuth;
  readonly protocols: Protocols;
  readonly #tokens: TokenManager;

  constructor(options: ProtocolsClientOptions = {}) {
    super(
      {
        service: 'protocols',
        // Its own options (and no apiKey or auth); any other key core does not know is an InputError.
        options: ProtocolsOptionsSchema,
        // Every request is signed with the client's tokens (set below, once the options are parsed).
        auth: {
          headers: () => this.#tokens.headers(),
          refresh: (error, refused) => this.#tokens.refresh(error, refused),
        },
        baseUrls: { protocols: 'https://www.protocols.io' },
        limiterId: LIMITER_ID,
        limits: PROTOCOLS_LIMITS,
        // Signed requests spend their token's budget (`protocols.io#<hash>`, `protocols.io/pdf#<hash>`).
        credentialScopesLimiter: true,
        namedLimits: { pdf: { ...PDF_LIMITS.unsigned, withApiKey: PDF_LIMITS.signedIn } },
        errorMessage: protocolsErrorMessage,
        checkBody: (body, context) => {
          protocolsCheckBody(body, context);
          if (context.raw === false) warnOf(body, options.logger, (text) => this.redact(text));
        },
        typeError,
        // The authorization code is a one-time secret too.
        secretParams: ['code'],
      },
      options,
    );
    const own = this.serviceOptions;
    const now = () => (options.clock ?? Date).now();
    const secret = (value: string | undefined) => this.redactor.addSecret(value);
    const store =
      own.tokenStore ??
      new MemoryTokenStore(
        own.accessToken === undefined
          ? undefined
          : { accessToken: own.accessToken, tokenType: 'bearer', obtainedAt: now() },
      );
    const oauth: OAuthContext = { tokens: () => this.#tokens, now, secret };
    this.#tokens = new TokenManager({
      store,
      refresh: own.clientId && own.clientSecret ? refreshGrant(this, own, oauth) : undefined,
      now,
      refreshMarginMs: own.refreshMarginMs ?? DEFAULT_REFRESH_MARGIN_MS,
      secret,
    });
    this.redactor.addSecret(own.accessToken);
    this.redactor.addSecret(own.clientSecret);
    this.oauth = new OAuth(this, own, oauth);
    this.protocols = new Protocols(this);
  }

  /** The tokens in use, or undefined when the client is unsigned. */
  async tokens(): Promise<TokenSet | undefined> {
    return this.#tokens.current();
  }
}

/**
 * The service warns inside a successful answer a month before a token expires
 * (`warning_code`, "Your access token expires in 24 days"): passed on to the logger, redacted
 * like every error, since a warning may quote the token, the refresh token or the client secret.
 */
function warnOf(body: unknown, logger: Logger | undefined, redact: (text: string) => string): void {
  if (!logger?.warn) return;
  if (typeof body === 'object' && body !== null && 'warning_message' in body) {
    const { warning_code: code, warning_message: message } = body as Record<string, unknown>;
    logger.warn(redact(`protocols: ${String(message)}`), {
      service: 'protocols',
      warningCode: typeof code === 'string' ? redact(code) : code,
    });
  }
}

/**
 * The protocols.io type of an error sent with an HTTP error status and a `status_code` (the API
 * documents a token error, 1219, with a 400): an expired token becomes a TokenExpiredError, an
 * AuthError, so core's one refresh covers it.
 */
function typeError(error: ApiError, { redactor }: { redactor: Redactor }): ApiError | undefined {
  if (error instanceof InvalidTokenError || error instanceof TokenExpiredError) return undefined;
  return errorForStatusCode(error.body, {
    status: error.status,
    service: error.service,
    method: error.method,
    url: error.url,
    headers: error.headers,
    message: protocolsErrorMessage(error.body),
    ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
    cause: error.cause,
    redactor,
  });
}
