export declare function addCompileHints(distDir: string): string[];
