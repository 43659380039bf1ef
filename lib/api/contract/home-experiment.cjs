/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, shared with the Node server script */
/**
 * The home-layout experiment's edge rule (docs/experiments.md "Variants from the first
 * response"): a device's value is its bucket (./bucket.cjs, the API's hash and salt), the default
 * '1' without a device id (crawlers). Plain CommonJS so the proxy (through
 * components/experiments/home-variant.ts) and the site server, which keys the home's micro-cache
 * by variant (lib/server/home-visit.cjs), run the same rule. Types in home-experiment.d.cts.
 */
const { bucket } = require('./bucket.cjs');

/** The group (SPEC §3 newerHomeCutUser), its number of values, and the value without a device id. */
const HOME_EXPERIMENT = Object.freeze({ group: 'newerHomeCutUser', variants: 2, fallback: '1' });

/** The home value of a device id already checked valid, or the default for none. */
function homeValueOf(deviceId) {
  return deviceId ? bucket(deviceId, HOME_EXPERIMENT.group, HOME_EXPERIMENT.variants) : HOME_EXPERIMENT.fallback;
}

module.exports = { HOME_EXPERIMENT, homeValueOf };
