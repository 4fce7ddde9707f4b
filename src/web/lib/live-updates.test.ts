import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { connectLiveUpdates, LIVE_STREAM_PATH } from './live-updates.ts';
import { queryKeys } from './query-keys.ts';

// A stand-in for the browser's EventSource: the test dispatches the server's events by hand.
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | undefined;
  isClosed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.isClosed = true;
  }
  emit(type: string, data?: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data ?? {}) }));
  }
}

function setUp() {
  vi.stubGlobal('EventSource', FakeEventSource);
  const queryClient = new QueryClient();
  const keys = [
    queryKeys.notifications.all(),
    queryKeys.tickets.detail('t1'),
    queryKeys.tickets.comments('t1'),
    queryKeys.tickets.comments('t2'),
    queryKeys.dashboardStats(),
  ];
  for (const key of keys) queryClient.setQueryData(key, { loaded: true });
  const disconnect = connectLiveUpdates(queryClient);
  const source = FakeEventSource.last;
  if (!source) throw new Error('no EventSource opened');
  const isStale = (key: readonly unknown[]) =>
    queryClient.getQueryState(key)?.isInvalidated === true;
  return { source, disconnect, isStale };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('live updates', () => {
  it('opens one same-origin stream with credentials and closes it on disconnect', () => {
    const { source, disconnect } = setUp();
    expect(source.url).toBe(LIVE_STREAM_PATH);
    expect(source.init?.withCredentials).toBe(true);
    disconnect();
    expect(source.isClosed).toBe(true);
  });

  it('refetches notifications on notification and read events', () => {
    const { source, isStale } = setUp();
    source.emit('read', { unreadCount: 0 });
    expect(isStale(queryKeys.notifications.all())).toBe(true);
    expect(isStale(queryKeys.tickets.detail('t1'))).toBe(false);
  });

  it('refetches tickets and the dashboard on a ticket event, and one thread on a comment', () => {
    const { source, isStale } = setUp();
    source.emit('comment', { ticketId: 't1' });
    expect(isStale(queryKeys.tickets.comments('t1'))).toBe(true);
    expect(isStale(queryKeys.tickets.comments('t2'))).toBe(false);
    source.emit('ticket', { ticketId: 't1' });
    expect(isStale(queryKeys.tickets.detail('t1'))).toBe(true);
    expect(isStale(queryKeys.dashboardStats())).toBe(true);
    expect(isStale(queryKeys.notifications.all())).toBe(false);
  });

  it('refetches everything the stream covers when it reopens after an error', () => {
    const { source, isStale } = setUp();
    source.emit('open');
    expect(isStale(queryKeys.tickets.detail('t1'))).toBe(false);
    source.emit('error');
    source.emit('open');
    expect(isStale(queryKeys.tickets.detail('t1'))).toBe(true);
    expect(isStale(queryKeys.notifications.all())).toBe(true);
  });

  it('stays closed when a newer tab’s stream replaced it, and reconnects once shown again', () => {
    const { source, disconnect, isStale } = setUp();
    source.emit('replaced', { reason: 'Too many live streams are open' });
    expect(source.isClosed).toBe(true);
    expect(FakeEventSource.last).toBe(source);
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    const reopened = FakeEventSource.last;
    expect(reopened).not.toBe(source);
    expect(reopened?.isClosed).toBe(false);
    // It may have missed anything meanwhile.
    expect(isStale(queryKeys.tickets.detail('t1'))).toBe(true);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(FakeEventSource.last).toBe(reopened);
    disconnect();
    expect(reopened?.isClosed).toBe(true);
    visibility.mockRestore();
  });
});
