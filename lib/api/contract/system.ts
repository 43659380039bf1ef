/**
 * Contract types: system endpoints of the reference API (server time, experiment groups,
 * IP location). Every answer is wrapped in `Envelope<T>` from `../envelope`.
 */

/** GET /activity/group/time → data: server time in epoch milliseconds (> 0). */
export type ServerTime = number;

/** POST /userGroup/all request body (SPEC §3 "User group request"). */
export interface UserGroupRequest {
  deviceId: string;
  deviceGroupList: string[];
  accountGroupList: string[];
  /** Optional logged-in account id; account groups are keyed by it when present, else by deviceId. */
  accountId?: string | number;
}

/** `channel` is a product name (case, ins, 3d, su, tietu, sgt, wenben, home, detail, search, vip) or `ai`. */
type GroupChannel = string;

/** One experiment group assignment (SPEC §3 "Experiment group entry"). */
export interface UserGroupEntry {
  channel: GroupChannel;
  groupName: string;
  /** Stringified variant, e.g. "0", "1", "2". Stable per device (device groups) or account (account groups). */
  groupValue: string;
  /** Where the key came from. */
  scope: 'device' | 'account';
}

/** POST /userGroup/all → data */
export type UserGroupResponse = UserGroupEntry[];

/** GET /address/ip → data (SPEC §3 "IP location"). Loopback answers a fixed location. */
export interface IpLocation {
  ip: string;
  country: string;
  province: string;
  city: string;
}

/**
 * POST /address/report body (user-api, beside GET /address/ip): the location report the site
 * sends 2 s after the location is known (SPEC §4). SPEC gives no call for it; docs/tracking.md.
 */
export interface LocationReport extends IpLocation {
  deviceId: string;
}

/** GET /test/locationReport?deviceId= → data (test mode): the last report of a device, or null. */
export interface LocationReportRecord extends LocationReport {
  savedAt: number;
}
