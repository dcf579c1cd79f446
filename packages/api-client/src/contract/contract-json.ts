import { contractDocument } from './json-schema';

/** docs/contract.json as text: stable key order, two-space indent, trailing newline. */
export function contractJson(): string {
  return `${JSON.stringify(contractDocument(), null, 2)}\n`;
}
