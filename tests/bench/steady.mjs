// A steady request rate, as the benchmarks' "at N requests/s" figures mean it: request i is sent
// at start + i/N seconds (an open loop, over a pool of keep-alive connections), and its latency is
// counted from that planned moment, so a client or server that falls behind shows in the figures
// instead of hiding (no coordinated omission). autocannon's `overallRate` is not this: each of its
// connections sends its share of a second back to back at the start of every second and then
// waits, so "200/s" is a burst at full concurrency each second (its per-second timer resets a
// counter: lib/httpClient.js), and the tail latency measured is the burst's queue.
import http from 'node:http';

/**
 * POSTs `body` to `url` at `rate` requests per second for `seconds`; answers in the shape of
 * autocannon's result as far as the benchmarks read it: requests.average, latency.p50/p99/max
 * (milliseconds, one decimal), non2xx, errors.
 */
export async function steady(url, { body = '', headers = {}, rate, seconds, connections = 20 }) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const payload = Buffer.from(body);
  const total = Math.max(1, Math.round(rate * seconds));
  const interval = 1000 / rate;
  const latencies = new Float64Array(total);
  let non2xx = 0;
  let errors = 0;
  let finished = 0;
  const start = performance.now() + 20;
  let end = start;

  await new Promise((resolve) => {
    const settle = (index, planned) => {
      latencies[index] = performance.now() - planned;
      if (++finished === total) {
        end = performance.now();
        resolve();
      }
    };
    const send = (index) => {
      const planned = start + index * interval;
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method: 'POST',
          headers: { ...headers, 'Content-Length': payload.length },
        },
        (response) => {
          if (response.statusCode < 200 || response.statusCode >= 300) non2xx += 1;
          response.on('data', () => {});
          response.on('end', () => settle(index, planned));
        },
      );
      request.on('error', () => {
        errors += 1;
        settle(index, planned);
      });
      request.end(payload);
    };
    let next = 0;
    const pump = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) send(next++);
      if (next < total) setTimeout(pump, Math.max(0, start + next * interval - performance.now()));
    };
    setTimeout(pump, Math.max(0, start - performance.now()));
  });
  agent.destroy();

  const sorted = Array.from(latencies).sort((a, b) => a - b);
  const at = (quantile) =>
    sorted[Math.min(total - 1, Math.max(0, Math.ceil(quantile * total) - 1))];
  const ms = (value) => Math.round(value * 10) / 10;
  return {
    requests: { average: total / ((end - start) / 1000) },
    latency: { p50: ms(at(0.5)), p99: ms(at(0.99)), max: ms(sorted[total - 1]) },
    non2xx,
    errors,
  };
}
