/** The start-up line: one plain line on a terminal, a JSON log entry anywhere else. */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { reportRunning } from './logger.ts';

function capture() {
  const written: string[] = [];
  const logs: string[] = [];
  const logger = pino(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString());
        done();
      },
    }),
  );
  return { written, logs, logger, write: (text: string) => written.push(text) };
}

describe('the start-up line', () => {
  const details = { url: 'http://localhost:3000', database: 'pglite' };

  it('is one human line on a terminal, and no JSON', () => {
    const { written, logs, logger, write } = capture();
    reportRunning(logger, { isTTY: true, write }, details);
    expect(written).toEqual(['Kiraya is running at http://localhost:3000\n']);
    expect(logs).toEqual([]);
  });

  it('is a JSON log entry when the output is not a terminal', () => {
    const { written, logs, logger, write } = capture();
    reportRunning(logger, { isTTY: false, write }, details);
    expect(written).toEqual([]);
    expect(logs).toHaveLength(1);
    expect(JSON.parse(logs[0] ?? '')).toMatchObject({ msg: 'Kiraya is running', url: 'http://localhost:3000', database: 'pglite' });
  });
});
