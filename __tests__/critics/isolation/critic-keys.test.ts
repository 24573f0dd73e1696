// Each built-in critic holds only its own CLI's key variables; a command critic, any program, holds them all.
import { describe, expect, it } from '@jest/globals'
import { makeCritic } from '../../../src/critics/harness/critic-model.js'
import { envForCritic } from '../../../src/critics/isolation/critic-keys.js'

const ENV = {
  PATH: '/usr/bin',
  ANTHROPIC_API_KEY: 'a-key',
  GEMINI_API_KEY: 'g-key',
  CODEX_API_KEY: 'c-key',
  CURSOR_API_KEY: 'u-key',
  MY_PROXY: 'p'
}

describe('envForCritic', () => {
  it('gives a claude critic the Anthropic key and no other vendor’s', () => {
    const env = envForCritic(ENV, makeCritic('c', { harness: 'claude' }))
    expect(env).toEqual({ PATH: '/usr/bin', ANTHROPIC_API_KEY: 'a-key', MY_PROXY: 'p' })
  })

  it('gives a gemini critic the Gemini key alone', () => {
    const env = envForCritic(ENV, makeCritic('g', { harness: 'gemini' }))
    expect(Object.keys(env).filter((name) => name.endsWith('_KEY'))).toEqual(['GEMINI_API_KEY'])
  })

  it('leaves a command critic every key: it may wrap any CLI', () => {
    expect(envForCritic(ENV, makeCritic('x', { harness: 'claude', command: 'my-review' }))).toEqual(ENV)
  })
})
