import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered (HEAD twins of GET routes included), for the permission matrix test. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** Records each route as it is added; call before any plugin registers routes (onRoute reaches all of them). */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
}
