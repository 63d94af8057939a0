import { COMMON_HTML, CURRENCY, EntityDecoder } from '@nodable/entities';

/**
 * The entity decoder fast-xml-parser builds for `createXmlParser` (`processEntities: true`,
 * `htmlEntities: true`): XML's five, common HTML and currency names, and character references;
 * never a declared entity (documents that declare any are refused before this runs).
 */
export function createEntityDecoder(): EntityDecoder {
  return new EntityDecoder({
    namedEntities: { ...COMMON_HTML, ...CURRENCY },
    numericAllowed: true,
    limit: { maxTotalExpansions: Number.POSITIVE_INFINITY, maxExpandedLength: 100_000, applyLimitsTo: 'all' },
  });
}

const VERSION = /(?:^|\s)version\s*=\s*(?:"([^"]*)"|'([^']*)')/;

/** The `version` a processing instruction declares (`<?xml version="1.1"?>`), which decides which control characters a character reference may produce. */
export function declaredXmlVersion(instruction: string): number | undefined {
  const match = VERSION.exec(instruction);
  if (!match) return undefined;
  return Number((match[1] ?? match[2] ?? '').trim()) || 1;
}
