import os from 'node:os';

// Issue 37 (decision 042 cut 69): how many helper threads V8 gets for the server. Node gives it 4
// whatever the machine, and they do the garbage collector's parallel and concurrent work and the
// optimising compiler's. On two cores the server's own thread, the embedded database's thread and
// four helpers took turns on the same two cores: the helpers took 1.3 ms of the 5.9 ms a fresh
// ticket list cost the embedded server. With one helper there the process spent 3-5 % less CPU a
// list and answered 2-10 % more of them. One fewer than the cores, never more than Node's 4, so a
// larger machine keeps Node's default.

/** Node's own `--v8-pool-size` when none is given. */
const NODE_DEFAULT_POOL = 4;

/** V8's helper threads for a machine of `cores`: one fewer than the cores, from 1 to Node's 4. */
export function serverPoolSize(cores = os.availableParallelism()) {
  return Math.min(NODE_DEFAULT_POOL, Math.max(1, cores - 1));
}

/**
 * The Node flags the server starts with (`npm start`, the bench's servers): none where the size is
 * Node's default, so a larger machine's `npm start` has no flag to add and starts no second process.
 */
export function serverPoolFlags(cores = os.availableParallelism()) {
  const size = serverPoolSize(cores);
  return size === NODE_DEFAULT_POOL ? [] : [`--v8-pool-size=${String(size)}`];
}
