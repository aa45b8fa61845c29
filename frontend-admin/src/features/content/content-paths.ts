export type ContentObject = Record<string, unknown>;
export type ContentValue = string | number | null;

const isObject = (value: unknown): value is ContentObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a dotted path ("hero.title"), or undefined. */
export function getPath(content: ContentObject, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), content);
}

/**
 * The saved content with the edits applied (the PUT sends the merge of saved and edited
 * values). Keys the editor does not know are kept; a cleared number field removes its key.
 */
export function mergeEdits(
  saved: ContentObject,
  edits: Record<string, ContentValue>,
): ContentObject {
  const result = JSON.parse(JSON.stringify(saved)) as ContentObject;
  for (const [path, value] of Object.entries(edits)) {
    const keys = path.split('.');
    const last = keys.pop()!;
    let node = result;
    for (const key of keys) {
      if (!isObject(node[key])) node[key] = {};
      node = node[key] as ContentObject;
    }
    if (value === null) delete node[last];
    else node[last] = value;
  }
  return result;
}
