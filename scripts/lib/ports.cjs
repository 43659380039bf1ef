// Ports `npm start` can serve on. The Fetch standard blocks some ports
// (https://fetch.spec.whatwg.org/#port-blocking): Node's fetch fails on them with "bad port" and
// browsers refuse them, so a site or API there cannot work — with API_PORT=4045 every page
// rendered as "service unavailable". Plain CommonJS: start.mjs runs it before node_modules exists.
const BLOCKED_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139,
  143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659,
  4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** Why the variable `name` cannot be a serving port, or null when it can. */
function portProblem(name, value) {
  const port = Number(value);
  if (!/^\d+$/.test(String(value ?? '')) || port < 1 || port > 65535) return `${name}=${value} is not a port number (1–65535)`;
  if (BLOCKED_PORTS.has(port)) return `${name}=${port} is a port browsers and fetch refuse (https://fetch.spec.whatwg.org/#port-blocking); choose another`;
  return null;
}

module.exports = { BLOCKED_PORTS, portProblem };
