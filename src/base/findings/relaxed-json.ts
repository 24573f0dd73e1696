// Models write JSON the way people do: with `//` and `/* */` comments and a comma after the last element.
// relaxJson turns such text into strict JSON for JSON.parse, touching nothing inside strings (a URL's `//`).

/**
 * Removes comments and trailing commas outside strings. A comment becomes one space (or its newlines, so
 * JSON.parse's positions keep their line); an unterminated block comment runs to the end, as in JavaScript.
 * Anything else is left for JSON.parse to judge.
 */
export function relaxJson(text: string): string {
  return dropTrailingCommas(stripComments(text))
}

function stripComments(text: string): string {
  let out = ''
  let i = 0
  while (i < text.length) {
    const c = text[i]!
    if (c === '"') {
      const end = stringEnd(text, i)
      out += text.slice(i, end)
      i = end
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++
      out += ' '
    } else if (c === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2)
      const end = close < 0 ? text.length : close + 2
      const breaks = text.slice(i, end).split('\n').length - 1
      out += breaks > 0 ? '\n'.repeat(breaks) : ' '
      i = end
    } else {
      out += c
      i++
    }
  }
  return out
}

/** The index just past the string opening at `start` (or the text's end when it never closes). */
function stringEnd(text: string, start: number): number {
  let i = start + 1
  while (i < text.length) {
    const c = text[i]
    if (c === '\\') i += 2
    else if (c === '"') return i + 1
    // JSON strings cannot hold a raw line break: treat it as the end, so one bad string spoils one line only.
    else if (c === '\n') return i
    else i++
  }
  return text.length
}

function dropTrailingCommas(text: string): string {
  let out = ''
  let i = 0
  while (i < text.length) {
    const c = text[i]!
    if (c === '"') {
      const end = stringEnd(text, i)
      out += text.slice(i, end)
      i = end
      continue
    }
    if (c === ',') {
      let j = i + 1
      while (j < text.length && /\s/.test(text[j]!)) j++
      if (text[j] === '}' || text[j] === ']') {
        i++
        continue
      }
    }
    out += c
    i++
  }
  return out
}
