import { type CallOptions, type PagePromise, parseInput, path, Resource } from '@lifesci/core';
import type { GatewayClient } from '../client.js';
import { NameSchema } from '../schemas/execution.js';
import {
  type Skill,
  type SkillDetails,
  SkillDetailsSchema,
  type SkillList,
  SkillListSchema,
} from '../schemas/skills.js';

/** `skills.*`: the executable skills the gateway offers (spec S11, GET /skills[/{skill}]). */
export class Skills extends Resource<GatewayClient> {
  /**
   * Every skill, as one page: `await` gives the page (`total` is the gateway's `count`, `raw` the
   * body); `for await` walks the skills.
   */
  list(call?: CallOptions): PagePromise<Skill, never, SkillList> {
    return this.client.paginate<Skill, never, SkillList>(async (_cursor, pageCall) => {
      const raw = await this.client.request({ path: '/skills', schema: SkillListSchema }, pageCall);
      return { items: raw.skills, total: raw.count, raw, done: true };
    }, call);
  }

  /** Details of one skill (its scripts). An unknown skill is the gateway's 404 (NotFoundError). */
  async get(skill: string, call?: CallOptions): Promise<SkillDetails> {
    const name = parseInput(NameSchema, skill, 'skill');
    return this.client.request({ path: path`/skills/${name}`, schema: SkillDetailsSchema }, call);
  }
}
