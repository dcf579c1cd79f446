// The part of jsdom's API the benchmark uses (the workspace has jsdom but not @types/jsdom).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
