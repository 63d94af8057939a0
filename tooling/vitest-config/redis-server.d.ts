import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `redis://127.0.0.1:<port>` of the run's throwaway redis-server. */
    redisUrl: string;
  }
}

/** The path to give vitest's `globalSetup`. */
export const redisServerSetup: string;
export default function setup(project: TestProject): Promise<() => Promise<void>>;
