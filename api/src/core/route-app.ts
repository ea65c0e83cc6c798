import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The app as a route plugin sees it: bodies, params and answers typed by their zod schemas. */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
