// Run by `npm test` before the tests: the browser tests need Debian's Chromium, and the database
// tests need the PostgreSQL 15 server binaries (unless TEST_DATABASE_URL names a server).
// As root it installs what is missing from Debian's packages; otherwise it says what to run.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needs = [];
if (!existsSync('/usr/bin/chromium')) needs.push({ what: 'Chromium', packages: ['chromium'] });
if (!process.env.TEST_DATABASE_URL && !existsSync('/usr/lib/postgresql/15/bin/postgres')) {
  needs.push({ what: 'PostgreSQL 15', packages: ['postgresql-15'] });
}
if (needs.length === 0) process.exit(0);

const packages = needs.flatMap((need) => need.packages).join(' ');
if (process.getuid?.() !== 0) {
  console.error(
    `npm test needs ${needs.map((n) => n.what).join(' and ')}: run "sudo apt-get install -y ${packages}" and try again.`,
  );
  process.exit(1);
}
console.log(`Installing ${packages} from Debian's packages for the tests...`);
execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
  stdio: 'inherit',
  shell: '/bin/bash',
});
