export declare function staticFilesOf(html: string): string[];
