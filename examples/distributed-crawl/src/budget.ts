/** `perSecond` replaces the documented per-minute limit too (core merges limits with the documented ones). */
export function budget(perSecond: number | undefined): { perSecond?: number; perMinute?: number } {
  return perSecond ? { perSecond, perMinute: perSecond * 60 } : {};
}
