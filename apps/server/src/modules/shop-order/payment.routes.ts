import type { FastifyInstance } from 'fastify';
import { API_PATHS, ORDER_ERRORS, devCheckoutQuerySchema, paymentProviderParamsSchema } from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { typed } from '../../platform/route-helpers';
import { errorBody } from '../../platform/error-handler';
import { renderDevCheckoutMessage } from '../../platform/payment/dev-payment-provider';
import { handlePaymentNotification } from './payment-notification.service';
import { orderPolicy } from './order.policy';

/**
 * Vendor callbacks and the dev checkout page. Notifications are verified over the exact bytes received, so this
 * scope keeps every body as a raw string instead of parsing it.
 */
export async function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  const callback = orderPolicy.allow('payment.callback');
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    const r = typed(scope);

    r.post(API_PATHS.payNotify, {
      onRequest: callback,
      config: { rateLimit: false },
      schema: {
        summary: 'Payment notification from a vendor (raw body, verified signature, idempotent)',
        tags: ['payment'],
        params: paymentProviderParamsSchema,
      },
      handler: async (request, reply) => {
        const { ack } = await handlePaymentNotification(
          ctx,
          request.params.provider,
          { headers: request.headers, rawBody: typeof request.body === 'string' ? request.body : '' },
          request.ip,
        );
        if (!ack) return reply.status(404).send(errorBody(ORDER_ERRORS.providerNotEnabled));
        return reply.status(ack.statusCode).type(ack.contentType).send(ack.body);
      },
    });

    r.post(API_PATHS.devCheckout, {
      onRequest: callback,
      schema: { summary: 'Dev payment page: the payer chooses pay or fail (form post)', tags: ['payment'] },
      handler: async (request, reply) => {
        const dev = ctx.payments.dev;
        if (!dev)
          return reply.status(404).type('text/html').send(renderDevCheckoutMessage('无法支付', '本地支付未开启'));
        const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
        const token = form.get('token') ?? '';
        const outcome = form.get('outcome') === 'failed' ? 'failed' : 'paid';
        let completion;
        try {
          completion = await dev.completeCheckout(token, outcome);
        } catch {
          return reply
            .status(400)
            .type('text/html')
            .send(renderDevCheckoutMessage('无法支付', '支付链接无效或订单已关闭'));
        }
        // What the vendor would POST to notifyUrl, delivered in-process to the same handler.
        await handlePaymentNotification(ctx, 'dev', {
          headers: completion.notification.headers,
          rawBody: completion.notification.rawBody,
        });
        return reply.redirect(completion.returnUrl, 303);
      },
    });
  });

  typed(app).get(API_PATHS.devCheckout, {
    onRequest: callback,
    schema: {
      summary: 'Dev payment page (HTML) for a signed checkout token',
      tags: ['payment'],
      querystring: devCheckoutQuerySchema,
    },
    handler: async (request, reply) => {
      const dev = ctx.payments.dev;
      if (!dev) return reply.status(404).type('text/html').send(renderDevCheckoutMessage('无法支付', '本地支付未开启'));
      const page = dev.renderCheckout(request.query.token);
      return reply.status(page.statusCode).type('text/html; charset=utf-8').send(page.html);
    },
  });
}
