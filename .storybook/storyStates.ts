/**
 * What a designer searches for (issue 41 item 10): a story of a failure or a refusal carries the word in its
 * sidebar name ("Failure (error)", "No Permission (denied)"), and every state story has the tag `state`, so
 * the sidebar's tag filter shows them all at once. Ids stay as they were: the screenshots keep their names.
 */
const ERROR = /Fail|(?<!No)Error|Invalid/;
const DENIED = /NoPermission|Refus|Forbidden|Denied|Unauthori/;
const STATE =
  /^(Default|Empty|Loading|Saving|Disabled|ReadOnly|Required|LongText|Open|Dark|RightToLeft|Phone|Narrow|States\w*)$/;

export function stateOf(exportName: string): { word?: string; state: boolean } {
  const word = ERROR.test(exportName) ? "error" : DENIED.test(exportName) ? "denied" : undefined;
  return { ...(word && { word }), state: Boolean(word) || STATE.test(exportName) };
}
