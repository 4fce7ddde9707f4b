// The shape of one database's part of a bench result file (bench/results/*.json): written by
// bench/run.ts, read by scripts/bench-table.ts for the README's table.

export interface EndpointResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  bytes: number;
  /** The server's largest RSS while this endpoint ran (not counting its ceiling run). */
  maxRssMb?: number;
  ceilingRequestsPerSecond?: number;
  /** Why the line has no ceiling (the bare route failed twice); its own figures stand. */
  ceilingError?: string;
  ratioToCeiling?: number;
  sqlMs?: number;
  sqlQueries?: number;
  /** Service time at saturation over (SQL time + bare route service time); budget 1.5. */
  closenessRatio?: number;
  /** With `beside`: the heavy request's rate during the run. */
  besideRequestsPerSecond?: number;
  /** The machine's one-minute load average as this endpoint's run ended (the bench included). */
  loadAverage?: number;
}

export interface DriverResult {
  driver: 'pglite' | 'postgres';
  endpoints: EndpointResult[];
  maxRssMb: number;
}
