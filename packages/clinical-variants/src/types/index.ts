export type * from './common.js';
export type * from './record.js';
export type * from './summary.js';
