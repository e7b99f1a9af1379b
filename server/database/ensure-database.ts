import pg from 'pg';

/** Creates the database `name` on the server of `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)} ENCODING 'UTF8'`);
    }
  } finally {
    await client.end();
  }
}
