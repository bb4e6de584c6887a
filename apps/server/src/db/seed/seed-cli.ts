import { loadConfig } from '../../config';
import { openDatabase, prepareDatabase } from '../bootstrap';
import { makeDemoMedia } from '../../demo-background';
import { movePrivateFilesOutOfPublicRoot } from '../../platform/storage/storage-layout';
import { moveAnswerFilesToPrivate } from '../../modules/file';

const config = loadConfig();
const database = await openDatabase(config);
await movePrivateFilesOutOfPublicRoot(config.dataDir);
await prepareDatabase(database.handle, { demo: true });
await moveAnswerFilesToPrivate(database.handle.db, config.dataDir);
await makeDemoMedia(database.handle.db, config.dataDir, { log: console });
await database.close();
console.log('demo data in place');
