// One date style on every screen (docs/decisions/028).
export { formatDay } from '#web/lib/date-format.ts';
