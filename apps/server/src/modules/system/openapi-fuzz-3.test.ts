import { defineOpenApiFuzzShard } from '../../test/openapi-fuzz-run';

// Shard 3 of the OpenAPI fuzz (the probes, checks and fixtures are in test/openapi-fuzz-run.ts); three files so
// the test workers run its 50,000 requests side by side.
defineOpenApiFuzzShard(3, 3);
