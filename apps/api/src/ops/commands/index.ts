// Every operator command. Add a command here (one import, one line) and it is on `pnpm ops`, in
// its --help and behind the operator api (POST /api/ops/<its words>); nothing else changes.
import { OpsRegistry, type OpsCommand } from '../registry';
import { catalogueExportCommand, catalogueImportCommand } from './catalogue';
import { demoSeedCommand } from './demo';
import { statusCommand } from './status';

export const COMMANDS: readonly OpsCommand[] = [
  statusCommand,
  demoSeedCommand,
  catalogueImportCommand,
  catalogueExportCommand,
  // part B (issue 44): codes, orders, merchants
] as OpsCommand[];

export const opsRegistry = new OpsRegistry(COMMANDS);
