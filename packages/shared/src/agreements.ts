/**
 * Rules of the protocols a product asks for before it is opened (issue 12), pure so the server and the tests share
 * them: when an edit makes those who accepted a protocol accept it again, and whether a list of acceptances covers
 * exactly what is outstanding.
 */

/** What of a protocol decides whether an acceptance still holds. */
export interface ProtocolText {
  productType: string | null;
  content: string;
  version: number;
}

/**
 * The version a protocol has after an edit: a new text (or a move to another product, whose users have not read it)
 * is a new version, so every earlier acceptance stops counting; a new title or sort order is not.
 */
export function protocolVersionAfter(before: ProtocolText, after: Omit<ProtocolText, 'version'>): number {
  return before.content !== after.content || before.productType !== after.productType
    ? before.version + 1
    : before.version;
}

export interface ProtocolRef {
  id: string;
  version: number;
}

/**
 * Whether `submitted` names exactly the outstanding protocols at their current versions (each once, nothing else).
 * An acceptance of a list the user did not see (an older version, a protocol added meanwhile, one withdrawn) is
 * refused as a whole.
 */
export function coversExactly(outstanding: readonly ProtocolRef[], submitted: readonly ProtocolRef[]): boolean {
  if (outstanding.length !== submitted.length) return false;
  const want = new Map(outstanding.map((p) => [p.id, p.version]));
  const seen = new Set<string>();
  for (const p of submitted) {
    if (seen.has(p.id) || want.get(p.id) !== p.version) return false;
    seen.add(p.id);
  }
  return true;
}

/** The filter value of the protocol list that stands for the portal's own service agreement (productType null). */
export const PORTAL_PROTOCOL_FILTER = 'portal';
