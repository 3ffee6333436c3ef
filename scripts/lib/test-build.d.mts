export declare const TEST_DIST_DIR: string;
export declare function testBuildEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function testBuildExists(): boolean;
