// Types of scripts/v8-pool.js (plain JavaScript, so `npm start` needs no TypeScript), for the bench.
export function serverPoolSize(cores?: number): number;
export function serverPoolFlags(cores?: number): string[];
