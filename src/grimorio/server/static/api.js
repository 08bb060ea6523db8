// The server's HTTP API as the pages call it (docs/protocol.md): JSON in, JSON out; an
// answer that isn't 2xx throws an Error carrying the server's body (`data`, with its
// {"error": {"code", "es", "en"}}) and the HTTP `status`.

/** `method` `url` with `body` (sent as JSON when given) and extra `headers`; the reply's JSON. */
export async function api(method, url, body, headers = {}) {
  const r = await fetch(url, {
    method,
    headers: body ? { "Content-Type": "application/json", ...headers } : headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  let data = null;
  try {
    data = await r.json();
  } catch {
    data = null;
  }
  if (!r.ok) throw Object.assign(new Error("api"), { data, status: r.status });
  return data;
}
