export * from '@lifesci/core/errors';
export { GATEWAY_LIMITS, GATEWAY_URL_ENV, GatewayClient, type GatewayClientOptions } from './client.js';
export { gatewayErrorMessage, ScriptFailedError } from './errors.js';
export { ExecutionPromise } from './execution-promise.js';
export { Skills } from './resources/skills.js';
export {
  ArgsSchema,
  type ExecuteParams,
  ExecuteParamsSchema,
  type ExecutionResult,
  ExecutionResultSchema,
  NameSchema,
} from './schemas/execution.js';
export {
  type Health,
  HealthSchema,
  type Script,
  ScriptSchema,
  type Skill,
  type SkillDetails,
  SkillDetailsSchema,
  type SkillList,
  SkillListSchema,
  SkillSchema,
} from './schemas/skills.js';
