export { Note } from "./Note";
export type { NoteProps } from "./Note";
