// Preloaded into the app by bench/profile-search-set.mjs (`node --require`): appends the text of
// every query the process sends to MariaDB (each COM_QUERY packet; mysql2 sends TypeORM's queries
// with their values in the text) to the file named by BENCH_STATEMENT_LOG, one JSON string a line.
const net = require('node:net');
const { appendFileSync } = require('node:fs');

const file = process.env.BENCH_STATEMENT_LOG;
const port = Number(process.env.BENCH_STATEMENT_PORT ?? 3306);
const COM_QUERY = 0x03;
const write = net.Socket.prototype.write;
net.Socket.prototype.write = function loggedWrite(chunk, ...rest) {
  if (file && this.remotePort === port && Buffer.isBuffer(chunk) && chunk[4] === COM_QUERY) {
    appendFileSync(file, `${JSON.stringify(chunk.subarray(5).toString('utf8'))}\n`);
  }
  return write.call(this, chunk, ...rest);
};
