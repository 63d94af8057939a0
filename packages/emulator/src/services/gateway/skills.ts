/**
 * The allow-list: the only scripts the emulated gateway runs. A request names a skill and a
 * script; only a pair listed here maps to a file, so no name can reach any other path.
 */
export interface ScriptEntry {
  description: string;
  usage: string;
}

export interface SkillEntry {
  description: string;
  scripts: ReadonlyMap<string, ScriptEntry>;
}

export const SKILLS: ReadonlyMap<string, SkillEntry> = new Map([
  [
    'text',
    {
      description: 'Small text utilities',
      scripts: new Map([
        ['echo', { description: 'Prints its arguments as a JSON array', usage: 'echo [args...]' }],
        ['count-words', { description: 'Counts the words of its arguments', usage: 'count-words [text...]' }],
      ]),
    },
  ],
  [
    'sequence',
    {
      description: 'DNA sequence utilities',
      scripts: new Map([
        ['gc-content', { description: 'GC content of a DNA sequence', usage: 'gc-content <sequence>' }],
        [
          'reverse-complement',
          { description: 'Reverse complement of a DNA sequence', usage: 'reverse-complement <sequence>' },
        ],
      ]),
    },
  ],
  [
    'pgx',
    {
      description: 'Pharmacogenomic calls',
      scripts: new Map([
        [
          'cyp2c19-phenotype',
          {
            description: 'CYP2C19 metabolizer phenotype of a diplotype (CPIC)',
            usage: 'cyp2c19-phenotype <diplotype>',
          },
        ],
      ]),
    },
  ],
  [
    'diagnostics',
    {
      description: 'Scripts that fail, sleep or flood on purpose, for testing clients',
      scripts: new Map([
        ['fail', { description: 'Exits with a code and a stderr message', usage: 'fail [code] [message]' }],
        ['sleep', { description: 'Sleeps some seconds', usage: 'sleep [seconds]' }],
        ['flood', { description: 'Writes many bytes to stdout', usage: 'flood [bytes]' }],
      ]),
    },
  ],
]);
