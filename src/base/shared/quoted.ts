// An author-controlled string (a path, a branch name, a login, a title) written where the text around it is the
// action's own: a prompt line outside any fence. Git and GitHub allow a file name with newlines, so a raw path
// there could write its own heading, fence or instruction into the prompt. Quoted, it stays one inline
// code span on the line it was put on: nothing in it can end that line, start a line of its own, or end the span.

/**
 * Characters shown as an escape instead of themselves: a backslash (so every escape reads back one way), the
 * backtick (the only character that could end the span), every control character (C0 and C1: `\n`, `\r`, `\v`,
 * `\f`, NEL…), the line and paragraph separators U+2028 and U+2029, format characters (bidirectional overrides,
 * zero-width characters, which change what a reader sees without being seen) and lone surrogates.
 */
const ESCAPED = /[\\`\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu

const SHORT: Readonly<Record<string, string>> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' }

function escapeOf(char: string): string {
  const short = SHORT[char]
  if (short !== undefined) return short
  const code = char.codePointAt(0)!
  return code > 0xffff
    ? `\\u{${code.toString(16).toUpperCase()}}`
    : `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`
}

/**
 * `text` as one inline code span: a backtick, the text with the characters above written as JavaScript escapes
 * (`\n`, `\u2028`, `\u0060` for a backtick, `\\` for a backslash), a backtick. The result holds no line break and
 * no backtick but its first and last character, so it opens no fence, heading, list item or HTML comment, wherever
 * on a line it is put; a reader decodes it as a JavaScript string literal's body.
 */
export function quoted(text: string): string {
  return `\`${text.replace(ESCAPED, escapeOf)}\``
}

/** A GitHub login as GitHub spells one: alphanumerics and dashes, at most 39, `name[bot]` for an app. */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/

/** Whether `text` is shaped as a login GitHub could have given (case as written). */
export function isLoginShaped(text: string): boolean {
  return LOGIN.test(text)
}

/** `@login` for a login GitHub could have given; any other string, quoted after the `@`. */
export function atLogin(login: string): string {
  return isLoginShaped(login) ? `@${login}` : `@${quoted(login)}`
}
