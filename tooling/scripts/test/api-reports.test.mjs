import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

/** Every workspace package not marked private (they are all under packages/ today). */
function published() {
  return ['packages', 'tooling', 'examples'].flatMap((parent) =>
    readdirSync(join(root, parent))
      .map((dir) => join(root, parent, dir))
      .filter((dir) => existsSync(join(dir, 'package.json')))
      .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
      .filter(({ manifest }) => !manifest.private),
  );
}

/** API Extractor's configs allow whole-line // comments. */
const readConfig = (file) => JSON.parse(readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, ''));
const base = readConfig(join(root, 'tooling', 'api-extractor', 'api-extractor.base.json'));
const commands = (script = '') => script.split('&&').map((command) => command.trim());

describe('npm run api', () => {
  it('every entry point of every published package has its config, its committed report, and is run by api and api:check', () => {
    const packages = published();
    expect(packages.length).toBeGreaterThanOrEqual(15);
    const problems = [];
    for (const { dir, manifest } of packages) {
      const name = manifest.name.replace(/^@[^/]+\//, '');
      for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
        if (subpath === './package.json') continue;
        // '.' -> api-extractor.json and api/<name>.api.md; './xml' -> api-extractor.xml.json and api/<name>-xml.api.md
        const sub = subpath.slice(2).replaceAll('/', '-');
        const configFile = sub ? `api-extractor.${sub}.json` : 'api-extractor.json';
        const where = `${manifest.name} ${subpath}`;
        if (!existsSync(join(dir, configFile))) {
          problems.push(`${where}: no ${configFile}`);
          continue;
        }
        const config = readConfig(join(dir, configFile));
        if (config.extends !== '../../tooling/api-extractor/api-extractor.base.json')
          problems.push(`${where}: ${configFile} does not extend the shared base config`);
        const entry = (config.mainEntryPointFilePath ?? base.mainEntryPointFilePath).replace(
          '<projectFolder>/',
          './',
        );
        if (entry !== target?.types?.default) problems.push(`${where}: ${configFile} reads ${entry}`);
        const report = `${config.apiReport?.reportFileName ?? name}.api.md`;
        if (report !== `${sub ? `${name}-${sub}` : name}.api.md`)
          problems.push(`${where}: report named ${report}`);
        if (!existsSync(join(dir, 'api', report))) problems.push(`${where}: api/${report} is missing`);
        const flag = sub ? ` -c ${configFile}` : '';
        if (!commands(manifest.scripts?.api).includes(`api-extractor run --local${flag}`))
          problems.push(`${where}: the api script does not run ${configFile}`);
        if (
          !commands(manifest.scripts?.['api:check']).includes(
            `api-extractor run --print-api-report-diff${flag}`,
          )
        )
          problems.push(`${where}: the api:check script does not check ${configFile}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
