// Two builds of the backend side by side on one database and Redis, for a change's before/after
// in the same run: replica 1 runs this checkout's build, replica 2 the `main.js` of another build
// (e.g. the commit before the change, built into a copy of `backend/dist` next to it).
import { resolve } from 'node:path';
import { Cluster } from '../scripts/scale/cluster.mjs';
import { LIFETIME_DAYS } from './scale.mjs';

export const TWO_BUILDS_ADMIN = {
  email: 'compare-admin@example.com',
  password: 'compare-admin-password-1',
};

export function twoBuilds(otherMain) {
  const cluster = new Cluster({
    replicas: 2,
    balancer: false,
    adminEmail: TWO_BUILDS_ADMIN.email,
    adminPassword: TWO_BUILDS_ADMIN.password,
    // One member's session stands in for many members (see SEARCH_PER_CLIENT in bench/run.mjs).
    env: { SEARCH_PER_CLIENT: '100', JOB_LIFETIME_DAYS: String(LIFETIME_DAYS) },
    mains: [undefined, resolve(otherMain)],
  });
  const builds = () => [
    { name: 'this checkout', port: cluster.replicas[0].port },
    { name: otherMain, port: cluster.replicas[1].port },
  ];
  return { cluster, builds };
}
