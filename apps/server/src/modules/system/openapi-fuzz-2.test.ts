import { defineOpenApiFuzzShard } from '../../test/openapi-fuzz-run';

// Shard 2 of the OpenAPI fuzz (the probes, checks and fixtures are in test/openapi-fuzz-run.ts); three files so
// the test workers run its 50,000 requests side by side.
defineOpenApiFuzzShard(2, 3);
