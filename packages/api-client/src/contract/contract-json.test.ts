// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contractJson } from './contract-json';
import { MERCHANT_OPERATION_NAMES } from './merchant';
import { OPERATION_NAMES } from './registry';

const file = fileURLToPath(new URL('../../../../docs/contract.json', import.meta.url));

interface Doc {
  operations: Record<
    string,
    {
      group: string;
      path: string;
      request: { type: string; additionalProperties?: boolean };
      response: { type: string };
    }
  >;
  merchant: {
    operations: Record<
      string,
      {
        method: string;
        path: string;
        auth: string;
        errors: Record<string, string>;
        request?: { type: string };
        response: { type: string };
      }
    >;
  };
}

describe('given docs/contract.json', () => {
  it('should match the registry (regenerate with pnpm --filter @ugift/api-client contract)', () => {
    // Compared as data: the committed file is Prettier-formatted.
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(JSON.parse(contractJson()));
  });

  it('should give every operation a request and a response JSON Schema with its group', () => {
    const doc = JSON.parse(contractJson()) as Doc;
    expect(Object.keys(doc.operations).sort()).toEqual([...OPERATION_NAMES].sort());
    for (const op of Object.values(doc.operations)) {
      expect(op.path).toBe(`/api/external/${op.group}/`);
      expect(op.request.type).toBe('object');
      expect(op.request.additionalProperties).toBe(false);
      expect(op.response.type).toBe('object');
    }
  });

  it('should describe the merchant operations apart, by method and path, with the merchant key', () => {
    const { merchant } = JSON.parse(contractJson()) as Doc;
    expect(Object.keys(merchant.operations).sort()).toEqual([...MERCHANT_OPERATION_NAMES].sort());
    for (const [name, op] of Object.entries(merchant.operations)) {
      expect(op.path).toBe(`/api/merchant/${name}`);
      expect(op.auth).toBe('merchant_key');
      expect(op.errors['401']).toBeTruthy();
      expect(op.request?.type).toBe(op.method === 'POST' ? 'object' : undefined);
      expect(op.response.type).toBe('object');
    }
  });
});
