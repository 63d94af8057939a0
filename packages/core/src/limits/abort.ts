/** The reason a signal aborted, as an Error (a bare `abort()` gives a DOMException already). */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}
