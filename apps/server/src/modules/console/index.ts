/** What other modules may use of the console: its routes and policy, the audit log and versioned saves. */
export { consoleRoutes, type ConsolePages } from './console.routes';
export { consolePolicy } from './console.policy';
export { recordAudit, type AuditChange } from './audit.service';
export { updateWithVersion, type VersionedTable } from './versioned-update';
export { refusalFor } from './rule-refusal';
