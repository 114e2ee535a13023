/**
 * OpenAPI document generated from the routes' zod schemas, with its UI at /api/docs. Each operation
 * carries the permission its route declares as `x-permission` (and `x-public` for public routes), so
 * readers of the API see who may call it and the permissions test can walk every route.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type TransformArgs = Parameters<typeof jsonSchemaTransform>[0] & {
  route?: { config?: { permission?: string; public?: boolean } };
};

function withPermission(args: TransformArgs) {
  const result = jsonSchemaTransform(args);
  const config = args.route?.config;
  const schema: Record<string, unknown> = { ...(result.schema ?? {}) };
  if (config?.permission) schema['x-permission'] = config.permission;
  if (config?.public) schema['x-public'] = true;
  return { ...result, schema };
}

export async function registerOpenApi(app: FastifyInstance, appName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: `${appName} API`, version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: withPermission as typeof jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list' },
  });
}
