import { describe, expect, it } from 'vitest';

import { prettyLine, wantsPrettyLogs } from './pretty-log';

describe('given the api logs for a person', () => {
  it('should be pretty only in development at a terminal', () => {
    expect(wantsPrettyLogs(false, true)).toBe(true);
    expect(wantsPrettyLogs(true, true)).toBe(false);
    expect(wantsPrettyLogs(false, false)).toBe(false);
    expect(wantsPrettyLogs(false, undefined)).toBe(false);
  });

  it('should turn a pino line into time, level, message and fields', () => {
    const time = new Date(2026, 0, 2, 12, 4, 5).getTime();
    const line = JSON.stringify({ level: 40, time, pid: 1, hostname: 'h', msg: 'slow', ms: 12 });
    expect(prettyLine(line)).toBe('12:04:05 WARN  slow ms=12\n');
    expect(prettyLine('not json')).toBe('not json\n');
  });
});
