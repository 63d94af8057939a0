/**
 * Public API of `@lifesci/core`: everything a service package or a third-party client needs.
 * Its other entry points are `@lifesci/core/errors` and `@lifesci/core/xml`.
 *
 * @module index
 */

export {
  type BatchItem,
  type BatchOptions,
  type BatchResult,
  batch,
  type ChunkResult,
  isRequestLevelError,
  mapBatchResult,
} from './batch/batch.js';
export { type CoalescedResult, type CoalesceOptions, type Coalescer, coalesce } from './batch/coalesce.js';
export { type KeyedResumeOptions, RecordStream, resumeByKey } from './batch/record-stream.js';
export * from './errors/index.js';
export { BaseClient } from './http/base-client.js';
export { type ParseResponseOptions, parseResponse } from './http/parse-response.js';
export { type PathSegments, type PathValue, path, segments } from './http/path.js';
export { Resource } from './http/resource.js';
export type {
  ApiKeyPlacement,
  AuthProvider,
  BodyCheckContext,
  BodyOf,
  BudgetSpec,
  CallOptions,
  ClientOptions,
  HttpMethod,
  Logger,
  RateLimitSettings,
  RedisLike,
  RequestSpec,
  ResponseType,
  ServiceConfig,
  ServiceOptionsSchema,
} from './http/types.js';
export { encodeQuery, joinUrl, type Query, type QueryValue } from './http/url.js';
export { type Ids, type IdValidator, ids } from './input/ids.js';
export { type InputOf, parseInput } from './input/parse-input.js';
export { credentialSchema, downloadParamsSchema, idSchema, onProgressSchema } from './input/schemas.js';
export { type InputTracer, traceInputs } from './input/trace.js';
export { BottleneckLimiter, type BottleneckLimiterOptions } from './limits/bottleneck-limiter.js';
export { type LimiterRegistry, limiterRegistry } from './limits/registry.js';
export { minTimeFor, WINDOW_JITTER_MS } from './limits/spacing.js';
export type { ThrottleReader, ThrottleResponse, ThrottleSignal } from './limits/throttle.js';
export type { LimitSpec, RateLimiter, ScheduleOptions } from './limits/types.js';
export { unlimited } from './limits/unlimited.js';
export {
  type HalCursor,
  type HalLink,
  HalLinkSchema,
  type HalLinks,
  HalLinksSchema,
  type HalList,
  HalListSchema,
  type HalPageInfo,
  HalPageInfoSchema,
  type HalPagesOptions,
  halItems,
  halLink,
  halNextPage,
  halPages,
  type LinkTarget,
  linkTarget,
} from './pagination/hal.js';
export { cursorPages, type FetchedPage, pageNumberPages, singlePage } from './pagination/helpers.js';
export {
  type Page,
  type PageData,
  type PageFetcher,
  PagePromise,
  type PaginateOptions,
} from './pagination/page-promise.js';
export { type PollOptions, type PollStep, poll } from './poll/poll.js';
export type { Clock } from './retry/clock.js';
export { DEFAULT_MAX_RETRIES, type RetryPolicy } from './retry/policy.js';
export type { StandardSchemaV1 } from './schema-type.js';
export type { MapOnWorkerOptions, WorkAnswer, WorkInput } from './streams/block-workers.js';
export type { CsvOptions, Row } from './streams/delimited.js';
export type { DownloadOptions, DownloadProgress } from './streams/download.js';
export { flattenBatches } from './streams/flatten.js';
export {
  csvRows,
  gunzip,
  lineBatches,
  lineBlocks,
  lines,
  mapOnWorker,
  maybeGunzip,
} from './streams/lazy.js';
export type { LineBlocksOptions } from './streams/line-blocks.js';
export type { LinesOptions } from './streams/lines.js';
export { type RecordGapLimits, recordsOf } from './streams/record-gaps.js';
export { type ByteSource, type TextSource, toReadableStream } from './streams/source.js';
export { refuseHtmlPage, refuseMarkupHeader, refuseMarkupType } from './streams/tabular.js';
export { DecimalSchema, decimalFromText, IntSchema, intFromText } from './values/numbers.js';
export { openEnum } from './values/open-enum.js';
export type { XmlElement } from './xml/element-builder.js';
export type { XmlSource } from './xml/elements.js';
export { xmlElements } from './xml/lazy.js';
export { loadXmlParser } from './xml/load.js';
export { type XmlAccessors, type XmlNode, type XmlValue, xmlNodes } from './xml/nodes.js';
export type { XmlElementsOptions } from './xml/options.js';
// createXmlParser is in `@lifesci/core/xml`: re-exported here it would pull fast-xml-parser
// into every app's start bundle (see xml/public.ts).
export type { XmlParser, XmlParserOptions } from './xml/parser.js';
