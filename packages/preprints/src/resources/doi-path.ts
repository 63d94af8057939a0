import { path } from '@lifesci/core';

/**
 * A DOI as path segments: the API reads `10.1101/2020.09.09.20191205` as two segments, so each
 * part between slashes is percent-encoded on its own and the slashes stay literal.
 */
export function doiPath(doi: string): string {
  return doi
    .split('/')
    .map((part) => path`/${part}`)
    .join('');
}
