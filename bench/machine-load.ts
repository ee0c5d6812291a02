import { cpus, loadavg } from 'node:os';

/**
 * The machine's load when a bench starts and ends: figures from a busy shared machine say little,
 * and the targets are judged on a quiet one (the bench's own processes add to the load at the end).
 */
export const printMachineLoad = (when: string) =>
  console.log(
    `Machine ${when}: load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')} (1, 5 and 15 minutes) on ${cpus().length} cores`,
  );
