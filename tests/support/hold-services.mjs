// Keeps the PostgreSQL and Redis that ensure-postgres.sh and ensure-redis.sh started for as long as the process that
// started it holds its stdin open: `npm test` starts one of each for the whole run this way, and the stages that use
// them inherit their addresses. Prints the addresses as one JSON line, then waits; stdin's end (the runner finished or
// died) lets the ensure scripts stop and remove them.
process.stdout.write(`${JSON.stringify({ DATABASE_URL: process.env.DATABASE_URL, REDIS_URL: process.env.REDIS_URL })}\n`);
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
