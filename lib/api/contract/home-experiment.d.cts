/** Types of home-experiment.cjs. */
export declare const HOME_EXPERIMENT: { readonly group: 'newerHomeCutUser'; readonly variants: number; readonly fallback: string };
export declare function homeValueOf(deviceId: string | null | undefined): string;
