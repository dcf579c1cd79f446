// Every operator command. Add a command here (one import, one line) and it is on `pnpm ops`, in
// its --help and behind the operator api (POST /api/ops/<its words>); nothing else changes.
import { OpsRegistry, type OpsCommand } from '../registry';
import { catalogueExportCommand, catalogueImportCommand } from './catalogue';
import { demoSeedCommand } from './demo';
import {
  codesImportCommand,
  codesStatusCommand,
  merchantsAddCommand,
  merchantsListCommand,
  merchantsRevokeCommand,
  ordersFindCommand,
  ordersRefundCommand,
} from './shop';
import { statusCommand } from './status';

const COMMANDS: readonly OpsCommand[] = [
  statusCommand,
  demoSeedCommand,
  catalogueImportCommand,
  catalogueExportCommand,
  codesImportCommand,
  codesStatusCommand,
  ordersFindCommand,
  ordersRefundCommand,
  merchantsAddCommand,
  merchantsListCommand,
  merchantsRevokeCommand,
] as OpsCommand[];

export const opsRegistry = new OpsRegistry(COMMANDS);
