import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { configuredSigningKeys, DEVELOPMENT_KEY_FILE, developmentSigningKeys, parseSigningKeys, SigningKeyError } from './signing-keys';

const A = 'a'.repeat(32);
const B = 'b'.repeat(44);

describe('TOKEN_SIGNING_KEYS: entries "id:secret", the first signs', () => {
  it('reads keys separated by commas, spaces or lines, in order, skipping comments', () => {
    expect(parseSigningKeys(`k2:${B}, k1:${A}`)).toEqual([
      { id: 'k2', secret: B },
      { id: 'k1', secret: A },
    ]);
    expect(parseSigningKeys(`# rotated 2026-11\nk2:${B}\n\nk1:${A}\n`)).toEqual([
      { id: 'k2', secret: B },
      { id: 'k1', secret: A },
    ]);
    // A secret may itself hold colons (only the first one separates the id).
    expect(parseSigningKeys(`k:${A}:x`)).toEqual([{ id: 'k', secret: `${A}:x` }]);
  });

  it('a secret of 32 characters is enough and one of 31 is refused, naming the key but not the secret', () => {
    expect(parseSigningKeys(`k:${'s'.repeat(32)}`)).toHaveLength(1);
    expect(() => parseSigningKeys(`k:${'s'.repeat(31)}`)).toThrow('the secret of key "k" must be at least 32 characters long');
    try {
      parseSigningKeys(`k:${'s'.repeat(31)}`);
    } catch (error) {
      expect((error as Error).message).not.toContain('s'.repeat(31));
    }
  });

  it('refuses no key, an entry without id, a bad id and an id listed twice', () => {
    expect(() => parseSigningKeys(' , \n# only a comment')).toThrow(SigningKeyError);
    expect(() => parseSigningKeys(A)).toThrow('entry 1 is not "id:secret"');
    expect(() => parseSigningKeys(`:${A}`)).toThrow(/key id/);
    expect(() => parseSigningKeys(`bad/id:${A}`)).toThrow(/key id/);
    expect(() => parseSigningKeys(`${'i'.repeat(65)}:${A}`)).toThrow(/key id/);
    expect(parseSigningKeys(`${'i'.repeat(64)}:${A}`)[0]!.id).toHaveLength(64);
    expect(() => parseSigningKeys(`k:${A},k:${B}`)).toThrow('key id "k" is listed twice');
  });
});

describe('where the keys come from', () => {
  const folders: string[] = [];
  const folder = () => {
    const path = mkdtempSync(join(tmpdir(), 'signing-keys-'));
    folders.push(path);
    return path;
  };
  afterEach(() => {
    for (const path of folders.splice(0)) rmSync(path, { recursive: true, force: true });
  });

  it('from TOKEN_SIGNING_KEYS, or the file TOKEN_SIGNING_KEYS_FILE names (a secret manager’s mount), never both', () => {
    expect(configuredSigningKeys({})).toBeNull();
    expect(configuredSigningKeys({ TOKEN_SIGNING_KEYS: `k1:${A}` })).toEqual([{ id: 'k1', secret: A }]);
    const file = join(folder(), 'keys');
    writeFileSync(file, `k2:${B}\nk1:${A}\n`);
    expect(configuredSigningKeys({ TOKEN_SIGNING_KEYS_FILE: file })?.map((key) => key.id)).toEqual(['k2', 'k1']);
    expect(() => configuredSigningKeys({ TOKEN_SIGNING_KEYS: `k1:${A}`, TOKEN_SIGNING_KEYS_FILE: file })).toThrow(/not both/);
    expect(() => configuredSigningKeys({ TOKEN_SIGNING_KEYS_FILE: join(folder(), 'missing') })).toThrow(/cannot be read: ENOENT/);
  });

  it('a development key is generated once in the data folder, private to its owner, and read again on the next start', () => {
    const dataDir = join(folder(), 'data');
    const first = developmentSigningKeys(dataDir);
    expect(first).toHaveLength(1);
    expect(first[0]!.id).toMatch(/^dev-[0-9a-f]{8}$/);
    expect(first[0]!.secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dataDir, DEVELOPMENT_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(developmentSigningKeys(dataDir)).toEqual(first);
    expect(readFileSync(join(dataDir, DEVELOPMENT_KEY_FILE), 'utf8')).toContain(first[0]!.secret);
    expect(developmentSigningKeys(join(folder(), 'other'))).not.toEqual(first);
  });
});
