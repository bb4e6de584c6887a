import { anyone, definePolicy } from '../../platform/policy';

/** Page-view batches come from visitors and users alike (rate-limited, aggregated). */
export const statisticsPolicy = definePolicy({ 'statistics.record': anyone });
