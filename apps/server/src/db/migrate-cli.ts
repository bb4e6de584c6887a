import { loadConfig } from '../config';
import { openDatabase } from './bootstrap';
import { runMigrations } from './migrate';

const config = loadConfig();
const database = await openDatabase(config);
await runMigrations(database.handle);
await database.close();
console.log('migrations applied');
