/**
 * Where a page's long tasks go: each task of the main thread that blocks for 50 ms or more at the run's
 * slowdown, with what started it, the file it is attributed to and its time by kind of work, read from
 * the Lighthouse run's own trace.
 */
import type { Artifacts, Trace } from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';

type TaskNode = Awaited<ReturnType<typeof MainThreadTasks.request>>[number];

export interface LongTask {
  /** When it started in the host's own run (ms from the trace's origin, not slowed down). */
  startMs: number;
  /** Its length at the slowdown, as Lighthouse's simulation counts it (the host's time × the slowdown). */
  durationMs: number;
  /** The trace event that started it: EvaluateScript (a script's first run), FunctionCall, ParseHTML… */
  startedBy: string;
  /** The script it is attributed to (its file name), or the page itself. */
  source: string;
  /** Time by kind of work (Lighthouse's groups: Script Evaluation, Style & Layout, Rendering…), most first. */
  kinds: Array<{ kind: string; ms: number }>;
}

const LONG_TASK_MS = 50;

/** A task's own time and its descendants', summed by kind of work. */
function timeByKind(task: TaskNode, into = new Map<string, number>()): Map<string, number> {
  into.set(task.group.label, (into.get(task.group.label) ?? 0) + task.selfTime);
  for (const child of task.children) timeByKind(child, into);
  return into;
}

/** A script's file name; the page's own address (its HTML and inline scripts) is "the page". */
function fileOf(url: string | undefined): string {
  if (!url) return 'unattributed';
  const file = new URL(url).pathname.split('/').at(-1) ?? '';
  return file.endsWith('.js') ? file : 'the page (HTML)';
}

/** The long tasks of one run, longest first, at `cpuSlowdown` (the host's time scaled as Lighthouse's simulation does). */
export async function longTasksOf(trace: Trace, cpuSlowdown: number): Promise<LongTask[]> {
  const context = { computedCache: new Map(), settings: {} } as unknown as Artifacts.ComputedContext;
  const tasks = await MainThreadTasks.request(trace, context);
  return tasks
    .filter((task) => !task.parent && !task.unbounded && task.duration * cpuSlowdown >= LONG_TASK_MS)
    .sort((a, b) => b.duration - a.duration)
    .map((task) => ({
      startMs: Math.round(task.startTime),
      durationMs: Math.round(task.duration * cpuSlowdown),
      startedBy: task.children[0]?.event.name ?? task.event.name,
      source: fileOf(task.attributableURLs.at(-1)),
      kinds: [...timeByKind(task)]
        .map(([kind, ms]) => ({ kind, ms: Math.round(ms * cpuSlowdown) }))
        .filter(({ ms }) => ms >= 1)
        .sort((a, b) => b.ms - a.ms),
    }));
}

/** One line per task, for the report: "120 ms (started at 900 ms of the host's run), EvaluateScript of index-x.js: Script Evaluation 90 ms, Other 30 ms". */
export const describeLongTask = (task: LongTask): string =>
  `${task.durationMs} ms (started at ${task.startMs} ms of the host's run), ${task.startedBy} of ${task.source}: ${task.kinds.map(({ kind, ms }) => `${kind} ${ms} ms`).join(', ')}`;
