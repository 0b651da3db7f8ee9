/**
 * Which conversations a chat view shows on this page right now (the sphere's window, a consultation page, the
 * console). A message of a shown conversation is being read where it arrives, so the sphere does not mark it unseen.
 */
const shown = new Map<string, number>();

/** Marks the conversation shown until the returned function is called (counted: two views may show one). */
export function showConversation(conversationId: string): () => void {
  shown.set(conversationId, (shown.get(conversationId) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const n = (shown.get(conversationId) ?? 1) - 1;
    if (n > 0) shown.set(conversationId, n);
    else shown.delete(conversationId);
  };
}

export function isConversationShown(conversationId: string): boolean {
  return shown.has(conversationId);
}
