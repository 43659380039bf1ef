export const COMPILE_HINT: string;
export function withCompileHint(code: string): string;
export function shiftSourceMap<M extends { mappings?: string; sections?: { offset: { line: number; column: number } }[] }>(map: M): M;
export function addCompileHints(distDir: string): { files: number };
