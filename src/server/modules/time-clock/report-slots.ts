import type { FastifyReply, FastifyRequest } from 'fastify';

// Issue 37 (decision 042 cut 10): at most a few fresh time reports are computed at once. Each is
// 14 page statements and a few hundred milliseconds of the server's thread; 32 of them side by side
// all finished last (at 32 connections none answered within 10 s). Waiting for a slot instead lets
// the first ones finish in their own time, and the total work is the same.

/** A place in line for a slot: `ready` is true once held, false when given up while waiting. */
interface ReportSlot {
  ready: Promise<boolean>;
  /** Frees the slot (or the place in line); any further call does nothing. */
  release: () => void;
}

interface ReportSlots {
  take(): ReportSlot;
  /** Slots held and places waiting (for tests). */
  readonly held: number;
  readonly waiting: number;
}

export function createReportSlots(limit: number): ReportSlots {
  let held = 0;
  const line: { grant(): void }[] = [];

  function grantNext(): void {
    while (held < limit) {
      const next = line.shift();
      if (!next) return;
      held += 1;
      next.grant();
    }
  }

  return {
    take() {
      let state: 'waiting' | 'held' | 'released' = 'waiting';
      let settle: (isHeld: boolean) => void = () => undefined;
      const ready = new Promise<boolean>((resolve) => {
        settle = resolve;
      });
      const place = {
        grant() {
          state = 'held';
          settle(true);
        },
      };
      line.push(place);
      grantNext();
      return {
        ready,
        release() {
          if (state === 'held') {
            held -= 1;
            grantNext();
          } else if (state === 'waiting') {
            line.splice(line.indexOf(place), 1);
            settle(false);
          }
          state = 'released';
        },
      };
    },
    get held() {
      return held;
    },
    get waiting() {
      return line.length;
    },
  };
}

/**
 * Waits for a slot for this request's answer. The slot is held until the answer is sent or the
 * connection ends, whichever is first: the connection's own 'close' too, not only the answer's,
 * because an answer queued behind another on the same connection (a client that pipelines) never
 * hears its own, and held its slot for good under the bench's timeouts. `isHeld` is false when the
 * connection ended while the request waited; `release` frees the slot at once (an answer that
 * failed before it was sent).
 */
export async function holdSlotForAnswer(
  slots: ReportSlots,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ isHeld: boolean; release: () => void }> {
  const slot = slots.take();
  const socket = request.raw.socket;
  const release = () => {
    slot.release();
    socket.off('close', release);
  };
  reply.raw.once('finish', release);
  reply.raw.once('close', release);
  socket.once('close', release);
  // A connection that ended before this point has sent its 'close' already.
  if (socket.destroyed) release();
  return { isHeld: await slot.ready, release };
}
