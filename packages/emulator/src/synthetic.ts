/**
 * What every generated title or name ends in, so that a reader never takes a generated record
 * for a real one (real records name their source instead).
 */
export const SYNTHETIC_MARK = ' [synthetic]';
