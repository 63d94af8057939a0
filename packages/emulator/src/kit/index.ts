// The kit every emulated service is built from: routing, replies, errors, paging, seeded data.

export { groupBy } from '../group.js';
export { memoize, memoizeWeak } from '../memo.js';
export { createRandom, generate, intBetween, mixSeed, pick, pickSome, type Random } from '../prng.js';
export { SYNTHETIC_MARK } from '../synthetic.js';
export { defineService, type ServiceDefinition } from './define-service.js';
export { badRequest, type ErrorStyle, HttpError, notFound } from './errors.js';
export { halPage, hashQuery, intParam, numberedPage, offsetPage, tokenPage } from './paging.js';
export { textPdf, wrapText } from './pdf.js';
export { jsonReply, rangeReply, textReply, xmlReply } from './reply.js';
export { get, post, type Route, type RouteHandler, type RouteInput, safeDecode } from './router.js';
export { escapeXml, fill } from './template.js';
