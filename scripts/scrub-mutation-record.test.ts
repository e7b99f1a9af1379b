import { describe, expect, it } from 'vitest';
import { scrubbedRecord } from './scrub-mutation-record';

/** A record as Stryker writes it: tests numbered in the order a run reported them, the folder it ran in. */
function recordAsWritten() {
  return {
    projectRoot: '/somewhere/on/a/machine',
    schemaVersion: '2',
    files: {
      'domain/b.ts': { language: 'typescript', mutants: [{ id: '1', status: 'Killed', killedBy: ['7'], coveredBy: ['7', '3'] }] },
      'domain/a.ts': { language: 'typescript', mutants: [{ id: '0', status: 'Survived', coveredBy: ['3'] }] },
    },
    testFiles: {
      'domain/b.test.ts': { tests: [{ id: '7', name: 'b one' }] },
      'domain/a.test.ts': {
        tests: [
          { id: '3', name: 'a one' },
          { id: '5', name: 'a two' },
        ],
      },
    },
  };
}

describe('the committed mutation record', () => {
  it('names no folder of the machine it ran on', () => {
    expect(scrubbedRecord(recordAsWritten())).not.toHaveProperty('projectRoot');
  });

  it('numbers the tests by file, then in each file’s order, and each mutant’s tests with them', () => {
    const record = scrubbedRecord(recordAsWritten());
    expect(record.testFiles).toEqual({
      'domain/a.test.ts': {
        tests: [
          { id: '0', name: 'a one' },
          { id: '1', name: 'a two' },
        ],
      },
      'domain/b.test.ts': { tests: [{ id: '2', name: 'b one' }] },
    });
    expect(Object.keys(record.files)).toEqual(['domain/a.ts', 'domain/b.ts']);
    expect(record.files['domain/a.ts']!.mutants[0]).toEqual({ id: '0', status: 'Survived', coveredBy: ['0'] });
    expect(record.files['domain/b.ts']!.mutants[0]).toEqual({ id: '1', status: 'Killed', killedBy: ['2'], coveredBy: ['0', '2'] });
  });

  it('reads the same whatever order a run numbered the tests in, and the same when scrubbed again', () => {
    const other = recordAsWritten();
    // The same results from a run that reported b's test first.
    other.testFiles['domain/b.test.ts'].tests[0]!.id = '0';
    other.testFiles['domain/a.test.ts'].tests = [
      { id: '1', name: 'a one' },
      { id: '2', name: 'a two' },
    ];
    other.files['domain/b.ts'].mutants[0] = { id: '1', status: 'Killed', killedBy: ['0'], coveredBy: ['1', '0'] };
    other.files['domain/a.ts'].mutants[0] = { id: '0', status: 'Survived', coveredBy: ['1'] };
    const once = JSON.stringify(scrubbedRecord(recordAsWritten()));
    expect(JSON.stringify(scrubbedRecord(other))).toBe(once);
    expect(JSON.stringify(scrubbedRecord(JSON.parse(once)))).toBe(once);
  });
});
