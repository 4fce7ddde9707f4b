// The machine's speed, as .ci/run's time limit needs it (decision 053): a fixed piece of
// single-threaded work of the kinds the suite does (objects, JSON, strings, sorting), timed five
// times, the median printed in milliseconds (a machine shared now and then slows the suite by its
// average share, which the median follows and the fastest would hide). Plain JavaScript so that no compiler's start-up is
// timed with it. About 0.5 s on a quiet two-core CI machine; a machine shared with other work, or
// a slower one, takes longer, and the limit grows with it.
import { performance } from 'node:perf_hooks';

function work() {
  let checksum = 0;
  for (let round = 0; round < 40; round += 1) {
    const rows = [];
    for (let i = 0; i < 5_000; i += 1) {
      rows.push({
        id: `t-${round}-${i}`,
        title: `Walk-in freezer ${i % 97}`,
        priority: i % 4,
        open: i % 3 === 0,
      });
    }
    const parsed = JSON.parse(JSON.stringify(rows));
    parsed.sort((a, b) => a.priority - b.priority || a.title.localeCompare(b.title));
    for (const row of parsed) {
      checksum = (checksum + row.title.toUpperCase().length + (row.open ? 1 : 0)) % 1_000_003;
    }
  }
  return checksum;
}

const times = [];
let checksum = 0;
for (let attempt = 0; attempt < 5; attempt += 1) {
  const started = performance.now();
  checksum += work();
  times.push(performance.now() - started);
}
// The checksum is printed so the work cannot be optimised away; the caller reads the first field.
process.stdout.write(`${Math.round(times.sort((a, b) => a - b)[2])} ${checksum}\n`);
