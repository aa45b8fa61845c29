// The second ceiling of the list benchmark: a bare NestJS app on the express platform (the
// backend's own Nest version, no middleware, guard, pipe or database) whose one controller answers
// the same bytes as the list. `node bench/bare-nest.mjs <port> <body file> <content type>`; prints
// `ready` once it listens. What it loses to raw `node:http` is the framework's own cost, below
// which no change to our request can go.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(ROOT, 'backend', 'package.json'));
require('reflect-metadata');
const { Controller, Get, Header, Module } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');
const { ExpressAdapter } = require('@nestjs/platform-express');

const [port, bodyFile, contentType] = process.argv.slice(2);
// A string: Nest sends it as it is (an object would go through JSON.stringify).
const body = readFileSync(bodyFile, 'utf8');

class ListController {
  list() {
    return body;
  }
}
// The decorators, applied by hand (plain JavaScript has no decorator syntax).
const list = Object.getOwnPropertyDescriptor(ListController.prototype, 'list');
Get('jobs')(ListController.prototype, 'list', list);
Header('Content-Type', contentType)(ListController.prototype, 'list', list);
Controller('api')(ListController);

class BareModule {}
Module({ controllers: [ListController] })(BareModule);

const app = await NestFactory.create(BareModule, new ExpressAdapter(), {
  logger: false,
  bodyParser: false,
});
await app.listen(Number(port), '127.0.0.1');
console.log('ready');
