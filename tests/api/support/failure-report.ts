import type { FuzzRequest } from './fuzz-request';
import type { Operation } from './openapi-operations';

function clip(text: string, length = 400): string {
  return text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text;
}

/** The smallest request fast-check shrank a breach to, written so that a developer can send it again. */
export function describeFailure(operation: Operation, seed: number, request: FuzzRequest | undefined, breach: string): string {
  if (!request) return `${operation.id}: ${breach}`;
  const lines = [
    `${operation.id} (FUZZ_SEED=${seed}), as ${request.caller}:`,
    `  ${request.method} ${clip(request.url)}`,
    ...Object.entries(request.headers).map(([name, value]) => `  ${name}: ${clip(value, 120)}`),
    ...(request.payload !== undefined ? [`  body: ${clip(JSON.stringify(request.payload))}`] : []),
    `  → ${breach}`,
  ];
  return lines.join('\n');
}
