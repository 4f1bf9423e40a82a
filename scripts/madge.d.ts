/** The slice of madge's API that the cycle check uses (madge ships no types). */
declare module 'madge' {
  interface MadgeConfig {
    baseDir?: string;
    fileExtensions?: string[];
    tsConfig?: string | object;
  }
  interface MadgeResult {
    obj(): Record<string, string[]>;
    warnings(): { skipped: string[] };
  }
  export default function madge(
    paths: string | string[],
    config?: MadgeConfig,
  ): Promise<MadgeResult>;
}
