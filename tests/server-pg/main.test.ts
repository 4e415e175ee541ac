import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { lotteryPaths, sessionPaths } from '../../contract/paths';
import { startServerProcess } from '../support/start-server';

describe('npm start with DATABASE_URL', () => {
  it('migrates a new PostgreSQL database, seeds the demo data and serves the API', async () => {
    const url = process.env.DATABASE_URL!;
    const name = `main_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const server = await startServerProcess({ DATABASE_URL: url.replace(/\/[^/]*$/, `/${name}`) });
    try {
      expect(server.output()).toMatch(/PostgreSQL/);
      const login = await fetch(`${server.url}${sessionPaths.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ cn: 'agent', password: 'demo1234' }),
      });
      expect(((await login.json()) as { code: number }).code).toBe(0);
      const list = (await (await fetch(`${server.url}${lotteryPaths.classifyList}`)).json()) as { code: number };
      expect(list.code).toBe(1);
    } finally {
      expect(await server.stop()).toBe(0);
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});
