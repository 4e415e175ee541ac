/** A LIKE pattern that finds the text anywhere (`%text%`): the text's own `%`, `_` and backslash are taken literally. */
export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
