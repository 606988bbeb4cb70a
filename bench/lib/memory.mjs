import { readFileSync } from 'node:fs';

function procStatusMiB(pid, field) {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return match ? Number(match[1]) / 1024 : NaN;
}

/** The process's peak resident memory since it started (VmHWM), MiB. */
export const peakRssMiB = (pid) => procStatusMiB(pid, 'VmHWM');
/** The process's resident memory now (VmRSS), MiB. */
export const rssMiB = (pid) => procStatusMiB(pid, 'VmRSS');

/** Samples the resident memory of some processes every 100 ms until `stop()`, which returns each one's highest. */
export function sampleRss(pids) {
  const highest = pids.map((pid) => rssMiB(pid));
  const timer = setInterval(() => {
    pids.forEach((pid, i) => {
      try {
        highest[i] = Math.max(highest[i], rssMiB(pid));
      } catch {
        // the process has ended
      }
    });
  }, 100);
  return () => {
    clearInterval(timer);
    return highest;
  };
}
