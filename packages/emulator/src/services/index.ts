import type { EmulatorService } from '../service.js';
import { datasetsService } from './datasets/index.js';
import { eutilsService } from './eutils/index.js';
import { gatewayService } from './gateway/index.js';
import { gwasService } from './gwas/index.js';
import { pgxService } from './pgx/index.js';
import { predictedService } from './predicted/index.js';
import { preprintsService } from './preprints/index.js';
import { protocolsService } from './protocols/index.js';
import { structuresService } from './structures/index.js';
import { trialsService } from './trials/index.js';

// ─── Registered service modules ────────────────────────────────────────────────────────────
// One import above and one entry below per emulated service; nothing else needs to change.
// Interfaces without a module here answer 501 (see ../interfaces.ts for every address).
export const registeredServices: readonly EmulatorService[] = [
  trialsService,
  eutilsService,
  datasetsService,
  protocolsService,
  structuresService,
  predictedService,
  pgxService,
  preprintsService,
  gatewayService,
  gwasService,
];
