/** kill -9 during writes on a PostgreSQL copy of the seeded template (faults-kill-suite.ts); needs DATABASE_URL. */
import { describe } from 'vitest';
import { killSuite } from './faults-kill-suite.ts';

if (process.env.DATABASE_URL) killSuite('postgres');
else describe.skip('kill -9 during writes (postgres): needs DATABASE_URL', () => undefined);
