/** One language's strings: its namespace files (./{language}/{namespace}.json) keyed by namespace. */
export type Bundle = Record<string, unknown>;

export function gather(files: Record<string, Bundle>): Bundle {
  const entries = Object.entries(files).map(([path, content]): [string, Bundle] => [
    /([^/]+)\.json$/.exec(path)![1]!,
    content,
  ]);
  // Namespace names are plain ASCII: a code-unit order (localeCompare builds a collator per call).
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
