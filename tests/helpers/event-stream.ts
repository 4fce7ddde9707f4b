// A small Server-Sent Events reader for tests: connects with fetch, parses events as they arrive
// and lets a test await the next event of a name (no sleeps: each wait ends on data or on close).

export interface StreamEvent {
  event: string;
  id: string | undefined;
  data: unknown;
}

export interface EventStreamClient {
  status: number;
  headers: Headers;
  /** Every event received so far, in order. */
  received: StreamEvent[];
  /** Comment lines (heartbeats) received so far. */
  comments: string[];
  /** The `retry:` hint, once received. */
  retry: number | undefined;
  /** The next not yet taken event named `event` (waits for it; rejects if the stream ends). */
  next(event: string): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openEventStream(
  url: string,
  headers: Record<string, string>,
): Promise<EventStreamClient> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const received: StreamEvent[] = [];
  const taken = new Set<StreamEvent>();
  const comments: string[] = [];
  const waiters: (() => void)[] = [];
  let isEnded = false;
  const client: EventStreamClient = {
    status: response.status,
    headers: response.headers,
    received,
    comments,
    retry: undefined,
    async next(event) {
      for (;;) {
        const found = received.find(
          (candidate) => candidate.event === event && !taken.has(candidate),
        );
        if (found) {
          taken.add(found);
          return found;
        }
        if (isEnded) throw new Error(`the stream ended before a ${event} event`);
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    ended: Promise.resolve(),
    close() {
      controller.abort();
    },
  };
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };

  function parse(block: string): void {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
      else if (line.startsWith('retry: ')) client.retry = Number(line.slice(7));
    }
    if (data.length > 0) received.push({ event, id, data: JSON.parse(data.join('\n')) });
  }

  client.ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // Aborted by close(): the stream is over either way.
    } finally {
      isEnded = true;
      wake();
    }
  })();
  return client;
}
