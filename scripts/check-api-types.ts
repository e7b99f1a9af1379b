/**
 * Fails when openapi/programme-api.d.ts is not what openapi-typescript makes
 * of openapi/programme-api.yaml today, so the client never compiles against
 * a stale contract. Fix with `npm run generate:api`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const committed = 'openapi/programme-api.d.ts';
const dir = mkdtempSync(join(tmpdir(), 'api-types-'));
const fresh = join(dir, 'programme-api.d.ts');
try {
  execFileSync('npx', ['openapi-typescript', 'openapi/programme-api.yaml', '-o', fresh], { stdio: 'pipe' });
  if (readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
    console.error(`${committed} is stale: run \`npm run generate:api\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${committed} matches openapi/programme-api.yaml.`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
