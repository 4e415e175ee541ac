import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as shared (not encapsulated), like fastify-plugin does, so its
 * decorators and hooks reach the whole app. fastify-plugin is only a transitive
 * dependency here, so we set the documented symbol ourselves.
 */
export function shared<T extends FastifyPluginAsync<never>>(plugin: T, name: string): T {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: name });
}
