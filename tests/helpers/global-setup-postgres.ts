import pg from 'pg';
import type { TestProject } from 'vitest/node';

import { createPool, openPostgres } from '#server/db/database.ts';

import { dropTestDatabase } from './drop-database.ts';
import './provided-context.ts';

// A migrated template database; every test file gets `CREATE DATABASE … TEMPLATE` of it.
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const templateName = `fixflow_test_tmpl_${String(process.pid)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${templateName}`);
  await admin.query(`create database ${templateName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${templateName}`;
  const handle = openPostgres(createPool(url.toString(), 1));
  await handle.migrate();
  await handle.close();
  project.provide('testDatabase', { driver: 'postgres', serverUrl, templateName });
  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${templateName}%`],
    );
    for (const row of rows) {
      await dropTestDatabase(admin, row.datname);
    }
    await admin.end();
  };
}
