import { Writable } from 'node:stream';

/** A stream for a test's logger that keeps every line it is given in `lines`. */
export function logSink(lines: string[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
}
