// The kit every emulated service is built from: routing, replies, errors, paging, seeded data.

export { memoize } from '../memo.js';
export { createRandom, intBetween, mixSeed, pick, pickSome, type Random } from '../prng.js';
export { defineService, type ServiceDefinition } from './define-service.js';
export { badRequest, type ErrorStyle, HttpError, notFound } from './errors.js';
export { escapeXml } from './escape.js';
export { generate, seededRecords } from './generate.js';
export { decodePageToken, encodePageToken, hashQuery } from './page-token.js';
export {
  type CursorPage,
  cursorPage,
  type HalOptions,
  halPage,
  intParam,
  type NumberedPage,
  numberedPage,
  type OffsetPage,
  offsetPage,
  type PagingParam,
  type TokenPage,
  tokenPage,
} from './paging.js';
export { textPdf, wrapText } from './pdf.js';
export { bytesReply, emptyReply, jsonReply, rangeReply, textReply, xmlReply } from './reply.js';
export {
  compileRoute,
  get,
  matchRoute,
  post,
  type Route,
  type RouteHandler,
  type RouteInput,
  route,
  safeDecode,
} from './router.js';
export { fill } from './template.js';
