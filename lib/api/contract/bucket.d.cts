/** Types of bucket.cjs (the one experiment hash of the API, the edge, the site server and the browser). */
export declare function bucket(key: string, group: string, variants: number): string;
