import { Component } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Location } from 'react-router';

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  location: Location;
  error: unknown;
}

const GREY = 'rgba(200,200,200, 0.5)';

// NOTE: an error boundary has to be a class (React has no hook for it).
class RenderErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { location: props.location, error: undefined };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    // A move to another address tries the screen again.
    return state.location === props.location
      ? null
      : { location: props.location, error: undefined };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    const message = error instanceof Error ? error.message : JSON.stringify(error);
    const stack = error instanceof Error ? error.stack : undefined;
    return (
      <>
        {/* The data router's own crash page, word for word (it was never translated). */}
        {/* eslint-disable-next-line i18next/no-literal-string */}
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>{message}</h3>
        {stack ? <pre style={{ padding: '0.5rem', backgroundColor: GREY }}>{stack}</pre> : null}
      </>
    );
  }
}

/**
 * What the data router showed for a screen that threw (decision 043, fourth pass: the declarative
 * router has no error boundary of its own): its default error page, cleared by the next move.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <RenderErrorBoundary location={location}>{children}</RenderErrorBoundary>;
}
