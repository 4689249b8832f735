/**
 * CPU time of a process tree from /proc (Linux): the benchmarks' "CPU per request". A process's time is its
 * own (utime + stime, all threads) plus that of its children it has already waited for (cutime + cstime):
 * PostgreSQL's backends end and are reaped by the postmaster, so the tree of the postmaster counts them all.
 */
import { readdirSync, readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";

let ticksPerSecond: number | undefined;

/** Clock ticks per second of /proc's times (USER_HZ, almost always 100). */
function hz(): number {
  if (ticksPerSecond === undefined) {
    const out = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout?.trim());
    ticksPerSecond = Number.isFinite(out) && out > 0 ? out : 100;
  }
  return ticksPerSecond;
}

interface Stat {
  ppid: number;
  /** utime + stime + cutime + cstime, in ticks. */
  ticks: number;
}

function statOf(pid: number): Stat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  // The command name (field 2) is in parentheses and may hold spaces: count fields after the last ")".
  const f = text.slice(text.lastIndexOf(")") + 2).split(" ");
  // f[0] is field 3 (state): ppid is field 4, utime..cstime are fields 14..17.
  return { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]) };
}

/** CPU seconds used so far by `root` and every live descendant (plus the reaped ones, through cutime/cstime). */
export function treeCpuSeconds(root: number): number {
  const all = new Map<number, Stat>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const s = statOf(Number(name));
    if (s) all.set(Number(name), s);
  }
  const children = new Map<number, number[]>();
  for (const [pid, s] of all) children.set(s.ppid, [...(children.get(s.ppid) ?? []), pid]);
  let ticks = 0;
  const todo = [root];
  const seen = new Set<number>();
  while (todo.length > 0) {
    const pid = todo.pop()!;
    if (seen.has(pid)) continue;
    seen.add(pid);
    ticks += (all.get(pid) ?? statOf(pid))?.ticks ?? 0;
    todo.push(...(children.get(pid) ?? []));
  }
  return ticks / hz();
}

/** CPU seconds of this process's children that have ended and been waited for (a finished spawnSync's, say). */
export function reapedChildrenCpuSeconds(): number {
  const f = readFileSync("/proc/self/stat", "utf8");
  const fields = f.slice(f.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) / hz();
}

/** The parent of a process (0 when it is gone). */
export function parentOf(pid: number): number {
  return statOf(pid)?.ppid ?? 0;
}

/** CPU seconds of the whole machine, busy and total (from /proc/stat), to tell how loaded it was meanwhile. */
export function machineCpuSeconds(): { busy: number; total: number } {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0]!;
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  const total = v.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = (v[3] ?? 0) + (v[4] ?? 0);
  return { busy: (total - idle) / hz(), total: total / hz() };
}

/** The processes of a tree: `root` and every live descendant. */
function treePids(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const s = statOf(Number(name));
    if (s) children.set(s.ppid, [...(children.get(s.ppid) ?? []), Number(name)]);
  }
  const out: number[] = [];
  const todo = [root];
  while (todo.length > 0) {
    const pid = todo.pop()!;
    if (out.includes(pid)) continue;
    out.push(pid);
    todo.push(...(children.get(pid) ?? []));
  }
  return out;
}

/**
 * CPU seconds of a process tree's live threads to the nanosecond (/proc/<pid>/task/<tid>/schedstat: the time
 * each thread ran), for CPU per request of a few requests in a row: /proc's utime and stime count in ticks of
 * 10 ms. Threads that ended meanwhile drop out of the sum: the server's (Node's, libuv's, V8's, the embedded
 * database's worker) live as long as it does. The tree is listed once, on the first call: `sampler(pid)()`.
 */
export function threadCpuSampler(root: number): () => number {
  const pids = treePids(root);
  return () => {
    let ns = 0;
    for (const pid of pids) {
      let tasks: string[];
      try {
        tasks = readdirSync(`/proc/${pid}/task`);
      } catch {
        continue;
      }
      for (const tid of tasks) {
        try {
          ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
        } catch {
          // The thread ended between the listing and the reading.
        }
      }
    }
    return ns / 1e9;
  };
}
