// One API call of the benchmarks: throws with the status and the start of the body unless 2xx.
export async function api(cluster, path, { cookie, method = 'GET', body, headers = {} } = {}) {
  const res = await fetch(`${cluster.url}${path}`, {
    method,
    body,
    headers: { cookie, ...headers },
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return { res, text };
}
