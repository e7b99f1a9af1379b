/**
 * Makes Stryker's incremental record, which is committed, name no machine's
 * folders and read the same after every run with the same results:
 * - Stryker writes the absolute folder it ran in (`projectRoot`); it does not
 *   need it to read the record back.
 * - Stryker numbers the tests in the order the runner reported them, which
 *   changes from run to run (test files run side by side), so every mutant's
 *   `killedBy` and `coveredBy` changed too and the record changed with no
 *   result changing. The tests are numbered again here, by file and then in
 *   each file's order; the ids are only the record's own cross-references
 *   (Stryker matches tests by file and name on its next run).
 */
import { readFileSync, writeFileSync } from 'node:fs';

const RECORD = 'tests/mutation/stryker-incremental.json';

interface RecordedTest {
  id: string;
  [field: string]: unknown;
}

interface RecordedMutant {
  killedBy?: string[];
  coveredBy?: string[];
  [field: string]: unknown;
}

interface MutationRecord {
  projectRoot?: string;
  files: Record<string, { mutants: RecordedMutant[]; [field: string]: unknown }>;
  testFiles?: Record<string, { tests: RecordedTest[]; [field: string]: unknown }>;
  [field: string]: unknown;
}

function sortedByKey<T>(entries: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(entries).sort(([first], [second]) => (first < second ? -1 : first > second ? 1 : 0)));
}

/** The record as it is committed: no folder, tests numbered by file, files in name order. */
export function scrubbedRecord(record: MutationRecord): MutationRecord {
  const { projectRoot: _folder, ...rest } = record;
  const testFiles = sortedByKey(record.testFiles ?? {});
  const newId = new Map<string, string>();
  for (const file of Object.values(testFiles)) {
    for (const test of file.tests) {
      newId.set(test.id, String(newId.size));
      test.id = newId.get(test.id)!;
    }
  }
  const renumber = (ids: string[] | undefined) =>
    ids?.map((id) => newId.get(id) ?? id).sort((first, second) => Number(first) - Number(second));
  const files = sortedByKey(record.files);
  for (const file of Object.values(files)) {
    for (const mutant of file.mutants) {
      if (mutant.killedBy) mutant.killedBy = renumber(mutant.killedBy);
      if (mutant.coveredBy) mutant.coveredBy = renumber(mutant.coveredBy);
    }
  }
  return { ...rest, files, ...(record.testFiles ? { testFiles } : {}) };
}

if (process.argv[1]?.endsWith('scrub-mutation-record.ts')) {
  const record = JSON.parse(readFileSync(RECORD, 'utf8')) as MutationRecord;
  writeFileSync(RECORD, JSON.stringify(scrubbedRecord(record)));
}
