import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useDeferredAnswer } from './use-deferred-answer.ts';

interface Query {
  data: string[] | undefined;
  isPending: boolean;
  isError: boolean;
}

const pending: Query = { data: undefined, isPending: true, isError: false };

describe('useDeferredAnswer', () => {
  it('waits while the query is pending, then gives the answer once drawn', () => {
    const { result, rerender } = renderHook((query: Query) => useDeferredAnswer(query), {
      initialProps: pending,
    });
    expect(result.current).toEqual({ data: undefined, isWaiting: true });
    rerender({ data: ['#1', '#2'], isPending: false, isError: false });
    expect(result.current).toEqual({ data: ['#1', '#2'], isWaiting: false });
  });

  it('does not wait on a failed query, so its error shows', () => {
    const { result } = renderHook((query: Query) => useDeferredAnswer(query), {
      initialProps: { data: undefined, isPending: false, isError: true },
    });
    expect(result.current.isWaiting).toBe(false);
  });

  it('keeps the answer it drew when a refetch fails', () => {
    const { result, rerender } = renderHook((query: Query) => useDeferredAnswer(query), {
      initialProps: { data: ['#1'], isPending: false, isError: false },
    });
    rerender({ data: ['#1'], isPending: false, isError: true });
    expect(result.current).toEqual({ data: ['#1'], isWaiting: false });
  });
});
