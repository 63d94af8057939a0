/** Command and flag names as a shell user writes them (`clinical-variants`, `--page-size`). */

/** `clinicalVariants` → `clinical-variants`, `streamCsv` → `stream-csv`; other names stay as they are. */
export function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** `page-size` → `pageSize`. */
export function camel(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}
