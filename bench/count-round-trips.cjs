// Preloaded into the app by bench/profile-list.mjs and bench/profile-alert-sweep.mjs
// (`node --require`): counts the writes the process makes to each server port (one write is one
// round trip: a query to MariaDB, a command or a pipeline to Redis). SIGWINCH (a signal Nest's
// shutdown hooks leave alone) prints the counts so far to stderr as one JSON line, which
// bench/round-trips.mjs reads.
const net = require('node:net');

const counts = {};
const write = net.Socket.prototype.write;
net.Socket.prototype.write = function countedWrite(...args) {
  const port = this.remotePort;
  if (port !== undefined && !this.server) counts[port] = (counts[port] ?? 0) + 1;
  return write.apply(this, args);
};
process.on('SIGWINCH', () => process.stderr.write(`round-trips ${JSON.stringify(counts)}\n`));
