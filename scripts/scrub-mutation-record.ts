/**
 * Stryker writes the absolute folder it ran in (`projectRoot`) into its
 * incremental record, which is committed: the record keeps what the next
 * run needs (each mutant's result and the tests that covered it) and names
 * no machine's folders. Stryker does not need it to read the record back.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const RECORD = 'tests/mutation/stryker-incremental.json';

const record = JSON.parse(readFileSync(RECORD, 'utf8')) as Record<string, unknown>;
delete record['projectRoot'];
writeFileSync(RECORD, JSON.stringify(record));
