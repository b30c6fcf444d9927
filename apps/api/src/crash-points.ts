// Named points where the kill tests (server-kills.test.ts) end the server as a crash would: with
// VOZ_CRASH_AT=<name> (or <name>#<n>, the n-th time the point is reached) in its environment, the
// process sends itself SIGKILL there. Without the variable a point costs one comparison. The
// points sit where a real crash would hurt most: between two transactions of a load, between a
// file's rename and its history, inside a transaction before its commit.

const wanted = process.env.VOZ_CRASH_AT ?? '';
const [wantedName = '', wantedCount = '1'] = wanted.split('#');
const wantedNth = Number(wantedCount) || 1;
let reached = 0;

/** Ends the process with SIGKILL when VOZ_CRASH_AT names this point (and this is its n-th time). */
export function crashPoint(name: string): void {
  if (wantedName === '' || name !== wantedName) return;
  reached++;
  if (reached === wantedNth) {
    process.stderr.write(`crash point ${name}#${reached}: SIGKILL\n`);
    process.kill(process.pid, 'SIGKILL');
  }
}
