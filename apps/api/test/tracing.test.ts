import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freshDatabase } from './helpers';

interface SpanJson {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  kind: number;
  attributes: Record<string, unknown>;
}

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Tracing must start before pg and http are loaded; this worker has loaded them already, so the
// api runs in a process of its own (test/fixtures/traced-api.ts) with an in-memory exporter.
describe('given tracing on, with PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let dataDir: string;
  beforeAll(async () => {
    database = await freshDatabase('postgres');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-trace-'));
  });
  afterAll(async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('should export a request span with the operation and its database queries under it', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'test/fixtures/traced-api.ts', database.url!, dataDir],
      { cwd: apiRoot, encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    const { status, spans, logs } = JSON.parse(run.stdout.trim().split('\n').pop()!) as {
      status: number;
      spans: SpanJson[];
      logs: { msg: string; reqId?: string; trace_id?: string }[];
    };
    expect(status).toBe(200);

    // SpanKind.SERVER = 1, CLIENT = 2.
    const server = spans.find((s) => s.kind === 1 && s.name.startsWith('POST'));
    expect(server, JSON.stringify(spans.map((s) => s.name))).toBeDefined();
    const operation = spans.find((s) => s.name === 'operation get_api_token');
    expect(operation?.attributes['ugift.operation']).toBe('get_api_token');
    expect(operation?.traceId).toBe(server!.traceId);

    // The operation's span is under the request's (through the Fastify request span).
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    const ancestors = (span: SpanJson) => {
      const chain: SpanJson[] = [];
      for (let p = byId.get(span.parentSpanId ?? ''); p; p = byId.get(p.parentSpanId ?? '')) {
        chain.push(p);
      }
      return chain;
    };
    expect(ancestors(operation!)).toContain(server);

    // The request's log line carries its request id and its trace.
    const line = logs.find((l) => l.msg.startsWith('POST /api/external/auth/ 200'));
    expect(line?.reqId, JSON.stringify(logs)).toBeTruthy();
    expect(line?.trace_id).toBe(server!.traceId);

    const queries = spans.filter((s) => s.kind === 2 && s.name.startsWith('pg.query'));
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(query.traceId).toBe(server!.traceId);
      expect(ancestors(query)).toContain(operation);
      expect(query.attributes['db.system'] ?? query.attributes['db.system.name']).toBe(
        'postgresql',
      );
    }
  });
});
