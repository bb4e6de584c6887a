import { z } from 'zod';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@salt/domain';

const { $schema: _ignored, ...errorEnvelopeJson } = z.toJSONSchema(errorEnvelopeSchema, { io: 'output' });

/** The OpenAPI `default` response every enveloped operation gets: the error envelope with its errorCode enum. */
export const ERROR_RESPONSE_JSON = {
  ...errorEnvelopeJson,
  description: 'Failure: {code: 1, msg, data, errorCode}; branch on errorCode (see packages/domain/src/errors)',
};

/**
 * The zod-to-OpenAPI transform, plus the error envelope as each operation's `default` response, so integrators
 * see the failure shape and every errorCode. Operations without response schemas (vendor callbacks, HTML pages)
 * answer other formats and get none.
 */
export const transformWithErrors: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as { response?: Record<string, unknown> };
  if (schema.response && !('default' in schema.response))
    schema.response = { ...schema.response, default: ERROR_RESPONSE_JSON };
  return out;
};
