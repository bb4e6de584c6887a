import path from 'node:path';
import { loadConfig } from '../../config';
import { openDatabase, prepareDatabase } from '../bootstrap';

const config = loadConfig();
const database = await openDatabase(config);
await prepareDatabase(database.handle, { demo: true, storageRoot: path.join(config.dataDir, 'uploads') });
await database.close();
console.log('demo data in place');
