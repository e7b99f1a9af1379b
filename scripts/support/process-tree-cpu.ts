import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second for /proc's CPU times (USER_HZ, 100 on every common kernel). */
const TICKS_PER_SECOND = 100;

/** The parent and CPU ticks (user + system) of a process from /proc/<pid>/stat, or null once it is gone. */
function statOf(pid: string): { parent: string; ticks: number } | null {
  try {
    // The command name is in parentheses and may hold spaces: the fields start after its closing one.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { parent: fields[1]!, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** Each process of the tree under `root` (itself included) and its CPU ticks so far. */
function treeTicks(root: number): Map<string, number> {
  const children = new Map<string, string[]>();
  const ticks = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const stat = statOf(pid);
    if (!stat) continue;
    ticks.set(pid, stat.ticks);
    children.set(stat.parent, [...(children.get(stat.parent) ?? []), pid]);
  }
  const tree = new Map<string, number>();
  const pending = [String(root)];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    tree.set(pid, ticks.get(pid) ?? 0);
    pending.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/**
 * Measures the CPU a server spends — the process, its workers and its
 * embedded PostgreSQL (every descendant, including database connections
 * opened meanwhile) — while `work` runs. CPU per request holds on a busy
 * machine where requests per second do not. Null where /proc is not (not Linux).
 */
export async function cpuSecondsDuring<T>(root: number | undefined, work: () => Promise<T>): Promise<{ result: T; cpuSeconds: number | null }> {
  let before: Map<string, number> | null = null;
  try {
    if (root !== undefined) before = treeTicks(root);
  } catch {
    before = null;
  }
  const result = await work();
  if (!before || root === undefined) return { result, cpuSeconds: null };
  let spent = 0;
  for (const [pid, ticks] of treeTicks(root)) spent += ticks - (before.get(pid) ?? 0);
  return { result, cpuSeconds: spent / TICKS_PER_SECOND };
}
