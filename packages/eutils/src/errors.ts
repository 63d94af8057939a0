import {
  type ApiErrorInit,
  BadRequestError,
  type BodyCheckContext,
  defaultRedactor,
  LifesciError,
  type Redactor,
  refuseHtmlPage,
  xmlNodes,
} from '@lifesci/core';
import { isRecord } from './values.js';

const { root, texts } = xmlNodes;

/**
 * NCBI reported an error inside the body of a response (`<ERROR>` in XML, `{error}` or
 * `{<utility>result: {ERROR}}` in JSON), usually with HTTP 200: an invalid database name, an
 * expired history environment, an empty id list. `status` is the HTTP status it came with.
 */
export class EutilsError extends BadRequestError {
  static override readonly kind: string = 'EutilsError';
  /** NCBI's own message, e.g. 'Invalid db name specified: fleegle'. */
  readonly eutilsMessage: string;

  constructor(init: ApiErrorInit & { eutilsMessage: string }) {
    super({ ...init, message: init.message ?? init.eutilsMessage });
    // NCBI echoes parameters in its messages: the field passes the client's redactor as `message` does.
    this.eutilsMessage = (init.redactor ?? defaultRedactor).text(init.eutilsMessage);
  }
}

const JSON_ENVELOPES = ['einforesult', 'esearchresult', 'elinkresult', 'epostresult'] as const;
// Fields whose presence means a JSON envelope carries a result despite an ERROR beside it.
const JSON_PAYLOAD = ['count', 'dblist', 'dbinfo', 'idlist', 'webenv', 'querykey'] as const;

// The head of a text body whose root element holds nothing but an ERROR. Only the first bytes
// are looked at, so a multi-megabyte efetch body costs nothing; record bodies never start so.
const TEXT_ERROR =
  /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<([A-Za-z][\w.-]*)[^>]*>\s*<ERROR>([\s\S]*?)<\/ERROR>\s*<\/\1>/;

// "Invalid uid 99 at position=0" and the like name one id of a batch: reported per id, not thrown.
const PER_ID = /\buid\b.*\bposition\b|cannot get document summary|\bUID=\S+/i;

export function isPerIdMessage(message: string): boolean {
  return PER_ID.test(message);
}

function fatal(messages: string[]): string | undefined {
  const real = messages.filter((m) => !isPerIdMessage(m));
  return real.length > 0 ? real.join('; ') : undefined;
}

function fromJson(body: Record<string, unknown>): string | undefined {
  // An ESummary answer with a result: whatever sits beside it concerns single ids.
  if (isRecord(body.result)) return undefined;
  const top = fatal([...texts(body, 'error'), ...texts(body, 'ERROR')]);
  if (top) return top;
  for (const key of JSON_ENVELOPES) {
    const envelope = body[key];
    if (!isRecord(envelope)) continue;
    const message = fatal(errorTexts(envelope));
    if (message && !JSON_PAYLOAD.some((p) => envelope[p] !== undefined)) return message;
  }
  return Array.isArray(body.esummaryresult) ? fatal(texts(body, 'esummaryresult')) : undefined;
}

function fromXml(document: unknown): string | undefined {
  const top = root(document);
  if (!top) return undefined;
  const payload = Object.keys(top.node).filter((k) => k !== 'ERROR' && !k.startsWith('@_') && k !== '#text');
  return payload.length === 0 ? fatal(texts(top.node, 'ERROR')) : undefined;
}

function fromText(text: string): string | undefined {
  const head = text.slice(0, 4096);
  const xml = TEXT_ERROR.exec(head);
  if (xml) return fatal([(xml[2] ?? '').trim() || 'error']);
  if (/^\s*\{/.test(head) && text.length < 65_536) {
    try {
      const parsed: unknown = JSON.parse(text);
      return isRecord(parsed) ? fromJson(parsed) : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The message of an error that replaces the whole result, or undefined. Errors that sit beside
 * a result (an invalid uid inside an esummary, a LinkSet's ERROR) are not fatal: each method
 * reports those per id or on its result.
 */
export function fatalEutilsMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return fromText(body);
  if (!isRecord(body)) return undefined;
  return fromJson(body) ?? fromXml(body);
}

/**
 * `checkBody` for core: turns a fatal in-body error into an EutilsError (or RateLimitError). On a
 * streamed efetch body it gets the body's first 8 KiB as text (`context.partial`): NCBI's error
 * documents are whole within that, and a record document's start never looks like one.
 */
export function checkEutilsBody(body: unknown, context: BodyCheckContext): void {
  // A portal page in a 200 (maintenance, a proxy's error page) is no E-utilities answer in any
  // retmode: refused here, it never reaches a reader as zero records or as lines of text.
  if (context.raw && typeof body === 'string' && !ASKED_HTML.test(context.url))
    refuseHtmlPage(body, context.url, context.redactor);
  const message = fatalEutilsMessage(body);
  if (message === undefined) return;
  // NCBI has sent its rate-limit body with 200 as well as 429; either way it is a rate limit.
  if (RATE_LIMIT.test(message)) throw context.error(429, message, body);
  throw new EutilsError({
    status: context.status,
    service: context.service,
    method: context.method,
    url: context.url,
    body,
    eutilsMessage: message,
    redactor: context.redactor,
  });
}

const RATE_LIMIT = /rate limit exceeded/i;
const ASKED_HTML = /[?&]retmode=html(?:&|$)/i;

// NCBI's answer to an efetch none of whose ids (or history window) has a record: "ID list is
// empty! Possibly it has no correct IDs." It means "no records", not a bad request. Not to be
// confused with "Empty id list - nothing todo", NCBI's answer to a request without ids at all.
// Nothing may follow it from another ERROR: parsed ERRORs are joined with '; ', and a text
// body's head is captured from its first <ERROR> to its last </ERROR>.
const NO_RECORDS = /^\s*ID list is empty\b[^;<]*$/i;

/**
 * Whether `error` is NCBI saying that none of an efetch request's ids has a record (see
 * NO_RECORDS): efetch reads it as a batch without records. Any other message, or this one beside
 * another ERROR, stays an error.
 */
export function isNoRecordsError(error: unknown): error is EutilsError {
  return error instanceof EutilsError && NO_RECORDS.test(error.eutilsMessage);
}

/** Every ERROR text of a parsed XML element or JSON object (for errors reported per item). */
export function errorTexts(node: unknown): string[] {
  return [...texts(node, 'ERROR'), ...texts(node, 'error')];
}

/** One id of a batch that NCBI could not serve ('Invalid uid 99 at position=0', 'cannot get document summary'). */
export class EutilsIdError extends LifesciError {
  static override readonly kind: string = 'EutilsIdError';
  readonly id: string;
  readonly db: string;
  /** NCBI's own message. */
  readonly eutilsMessage: string;

  constructor(db: string, id: string, eutilsMessage: string, redactor: Redactor = defaultRedactor) {
    super(`${db} ${id}: ${eutilsMessage}`, { redactor });
    this.id = redactor.text(id);
    this.db = db;
    this.eutilsMessage = redactor.text(eutilsMessage);
  }
}

/** The id a per-id message names ('Invalid uid 99 at position=0' → '99'), if any. */
export function idInMessage(message: string): string | undefined {
  return /\buid\b\s*=?\s*([A-Za-z0-9_.:|-]+)/i.exec(message)?.[1];
}
