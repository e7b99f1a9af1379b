import type { IdGenerator } from '@application/ports/id-generator';

/** Ids that say which they are ("id-1", "id-2", …), for tests that check which key a request carried. */
export class SequentialIds implements IdGenerator {
  private count = 0;

  constructor(private readonly prefix = 'id') {}

  next(): string {
    this.count += 1;
    return `${this.prefix}-${String(this.count).padStart(6, '0')}`;
  }
}
