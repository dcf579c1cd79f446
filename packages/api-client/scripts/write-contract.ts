// Writes docs/contract.json from the registry: `pnpm --filter @ugift/api-client contract`.
// Formatted by Prettier so that `prettier --check` agrees with the generated file.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { contractJson } from '../src/contract/contract-json';

const target = fileURLToPath(new URL('../../../docs/contract.json', import.meta.url));
const options = (await resolveConfig(target)) ?? {};
writeFileSync(target, await format(contractJson(), { ...options, filepath: target }));
process.stdout.write(`wrote ${target}\n`);
