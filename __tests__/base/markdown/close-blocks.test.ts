// Untrusted Markdown ended before our own text: an open fence closed, HTML that would run to the end made text.
import { describe, expect, it } from '@jest/globals'
import { closeOpenBlocks } from '../../../src/base/markdown/close-blocks.js'

describe('closeOpenBlocks', () => {
  it.each([
    ['a\n```js\ncode\n```', 'a\n```js\ncode\n```'],
    ['x <!-- a --> y\n<!--\nb\n-->', 'x <!-- a --> y\n<!--\nb\n-->'],
    ['<pre>\nx\n</pre>', '<pre>\nx\n</pre>'],
    ['- ```\n  x', '- ```\n  x'],
    ['> ```\n> x', '> ```\n> x'],
    ['', '']
  ])('leaves %j as it is: nothing in it stays open', (text, sealed) => {
    expect(closeOpenBlocks(text)).toBe(sealed)
  })

  it.each([
    ['a\n```js\ncode', 'a\n```js\ncode\n```'],
    ['   ````\nx\n```', '   ````\nx\n```\n````'],
    ['~~~\n```\n', '~~~\n```\n~~~'],
    ['```\r\nx\r\n', '```\r\nx\r\n```'],
    ['```\nx\n```\n\n```', '```\nx\n```\n\n```\n```'],
    [`\`\`\`${' '.repeat(300)}js\nx`, `\`\`\`${' '.repeat(300)}js\nx\n\`\`\``]
  ])('closes the fence %j leaves open', (text, sealed) => {
    expect(closeOpenBlocks(text)).toBe(sealed)
  })

  it('reads fences as CommonMark does: a fence line in a list item, an HTML block or a link title', () => {
    // The list item's fence closes inside it; `text` ends the list: nothing is open.
    expect(closeOpenBlocks('- ```\n  x\n  ```\ntext')).toBe('- ```\n  x\n  ```\ntext')
    // An HTML block ends at a blank line, and the fence line inside it is HTML.
    expect(closeOpenBlocks('<div>\n```\n\nq')).toBe('<div>\n```\n\nq')
    // The comment takes in the first fence line; the second one opens a fence.
    expect(closeOpenBlocks('<!--\n```\n-->\n```')).toBe('<!--\n```\n-->\n```\n```')
    // A fence line interrupts a link title: the fence is open.
    expect(closeOpenBlocks("[x]: /u '\n```\n'\n")).toBe("[x]: /u '\n```\n'\n```")
  })

  it.each([
    ['x <!-- hidden', 'x &lt;!-- hidden'],
    ['<!-- a --> <!-- b', '<!-- a --> &lt;!-- b'],
    ['<pre>\n```', '&lt;pre>\n```\n```'],
    ['<SCRIPT>x', '&lt;SCRIPT>x'],
    ['<?php echo 1;', '&lt;?php echo 1;'],
    ['<!DOCTYPE html', '&lt;!DOCTYPE html'],
    ['<![CDATA[ x', '&lt;![CDATA[ x']
  ])('makes HTML %j opens and never ends visible text', (text, sealed) => {
    expect(closeOpenBlocks(text)).toBe(sealed)
  })
})
