/**
 * The cluster tests' global set-up: one id per run, under which cluster-fixture.ts seeds the demo
 * once into a template database that each test's fresh database is copied from; the end of the run
 * drops it.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    clusterRunId: string;
  }
}

export const seededTemplateName = (runId: string) => `seeded_demo_${runId}`;

export default function setup(project: TestProject) {
  const runId = `${Date.now().toString(36)}_${process.pid}`;
  project.provide('clusterRunId', runId);
  return async () => {
    if (!process.env.DATABASE_URL) return;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${seededTemplateName(runId)} WITH (FORCE)`);
    await admin.end();
  };
}
