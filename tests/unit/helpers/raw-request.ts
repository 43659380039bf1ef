import http from 'node:http';

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * One request with Node's own client, the body as received (still gzipped, a HEAD's empty), for
 * the server scripts' tests: fetch would decompress and hide what went over the wire.
 */
export function rawRequest(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = http.request(url, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
