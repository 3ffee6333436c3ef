export type ServedEncoding = 'gzip' | 'deflate' | 'identity';

export declare function servedEncoding(acceptEncoding: string | undefined): ServedEncoding;
