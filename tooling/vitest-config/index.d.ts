import type { ViteUserConfig } from 'vitest/config';

/** The shared lifesci vitest config, merged with a package's own overrides. */
export function lifesciVitestConfig(overrides?: ViteUserConfig): ViteUserConfig;
