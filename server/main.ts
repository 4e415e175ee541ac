/** Starts the platform server on 127.0.0.1 and serves the built client from dist/. */
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const port = Number(process.env.PORT ?? 4321);
const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root: path.resolve('dist'), wildcard: false });
app.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
await app.listen({ host: '127.0.0.1', port });
console.log(`平台已启动: http://127.0.0.1:${port}/`);
