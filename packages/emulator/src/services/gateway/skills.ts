import skills from './data/skills.json' with { type: 'json' };

/**
 * The allow-list: the only scripts the emulated gateway runs. A request names a skill and a
 * script; only a pair listed in data/skills.json maps to a file, so no name can reach any other path.
 */
export const SKILLS: ReadonlyMap<string, (typeof skills)[keyof typeof skills]> = new Map(
  Object.entries(skills),
);

/** The scripts of a skill as a Map, so only a listed name is found (never `constructor` or `__proto__`). */
export const scriptsOf = (skill: string) => {
  const scripts = SKILLS.get(skill)?.scripts;
  return scripts ? new Map(Object.entries(scripts)) : undefined;
};
