/** Types of device-id.cjs. */
export declare const DEVICE_COOKIE: 'deviceId';
export declare const DEVICE_MAX_AGE_S: number;
export declare function isValidDeviceId(x: unknown): x is string;
export declare function isBotAgent(userAgent: string | null | undefined): boolean;
