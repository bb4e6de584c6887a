import { loadConfig } from '../../config';
import { openDatabase, prepareDatabase } from '../bootstrap';

const config = loadConfig();
const database = await openDatabase(config);
await prepareDatabase(database.handle, { demo: true });
await database.close();
console.log('demo data in place');
