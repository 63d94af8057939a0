import { readFileSync } from 'node:fs';

/**
 * This process's peak RSS in MB (2^20 bytes). On Linux it is VmHWM, the high-water mark of the
 * process's own address space: getrusage's maxRSS (`process.resourceUsage().maxRSS`) also keeps
 * the RSS of the parent at the fork before exec, so a child of a runner that has held an 84 MB
 * document reports the runner's size, not its own. Elsewhere maxRSS is the only figure there is.
 */
export function peakRssMb(): { mb: number; source: 'VmHWM' | 'maxRSS' } {
  try {
    const kb = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (kb !== undefined) return { mb: Number(kb) / 1024, source: 'VmHWM' };
  } catch {
    // No procfs (macOS, Windows): fall through to maxRSS.
  }
  // maxRSS is in KiB.
  return { mb: process.resourceUsage().maxRSS / 1024, source: 'maxRSS' };
}
