// A loopback fake of the OpenAI Responses API (`POST /v1/responses`, streaming SSE or plain JSON; no WebSocket),
// enough for the real codex CLI run through a custom model provider (see `writeCodexHome`, openai-codex-home.ts).
import { join } from 'node:path'
import { cannedReview, hugeText } from './canned-text.js'
import { modelApiFake, serverOptionsOf, targetsOf, WRONG_KEY } from './model-api.js'
import type { CommonFakeOptions, ModelApiFake } from './model-api.js'
import { errorAnswer, responseAnswer, type OutputItem } from './openai-events.js'
import { freshToolResults, hasToolOutputs, offersTool } from './openai-request.js'
import { startFakeServer } from './server.js'
import type { FakeMode, FakeReply, LoggedRequest } from './server.js'

const OPENAI_VENDOR = 'openai'
export const OPENAI_CANNED_TEXT = cannedReview(OPENAI_VENDOR)

export type OpenAIFakeOptions = CommonFakeOptions

export interface OpenAIFake extends ModelApiFake {
  markerFiles(): string[]
}

export async function startOpenAIFake(options: OpenAIFakeOptions = {}): Promise<OpenAIFake> {
  const { markerDir, readFile } = targetsOf(options)
  const answered = new Set<string>()
  const shellTarget = join(markerDir, 'pwned-shell')
  const attackCalls = (req: LoggedRequest): OutputItem[] => {
    const call = (i: number) => ({ id: `fc_fake_${req.seq}_${i}`, call_id: `call_fake_${req.seq}_${i}` })
    const patch = [
      '*** Begin Patch',
      `*** Add File: ${join(markerDir, 'pwned-patch')}`,
      '+pwned',
      `*** Update File: ${readFile}`,
      '@@',
      '-readable content',
      '+pwned-patch',
      '*** End Patch',
      ''
    ].join('\n')
    const calls: OutputItem[] = [
      {
        ...call(0),
        type: 'function_call',
        status: 'completed',
        name: 'shell',
        arguments: JSON.stringify({ command: ['touch', shellTarget] })
      },
      {
        ...call(1),
        type: 'function_call',
        status: 'completed',
        name: 'exec_command',
        arguments: JSON.stringify({ cmd: `touch ${join(markerDir, 'pwned-exec')}` })
      },
      {
        ...call(2),
        type: 'local_shell_call',
        status: 'completed',
        action: { type: 'exec', command: ['touch', join(markerDir, 'pwned-local-shell')], env: {} }
      },
      { ...call(3), type: 'custom_tool_call', status: 'completed', name: 'apply_patch', input: patch }
    ]
    if (offersTool(req.body, 'exec')) {
      // Code mode: the model writes JavaScript that calls the nested tools.
      const js = [
        `try { await tools.exec_command({ cmd: ${JSON.stringify(`touch ${join(markerDir, 'pwned-js-exec')}`)} }) }`,
        'catch (e) { text(String(e)) }',
        `try { await tools.apply_patch(${JSON.stringify(patch.replace('pwned-patch', 'pwned-js-patch'))}) }`,
        'catch (e) { text(String(e)) }'
      ].join('\n')
      calls.push({ ...call(4), type: 'custom_tool_call', status: 'completed', name: 'exec', input: js })
    }
    return calls
  }
  const endlessCall = (req: LoggedRequest): OutputItem => {
    const ids = { id: `fc_fake_${req.seq}_0`, call_id: `call_fake_${req.seq}_0` }
    // A harmless call of a tool read-only codex offers; an unknown name still gets an answer and a next turn.
    if (offersTool(req.body, 'get_goal') && !offersTool(req.body, 'exec')) {
      return { ...ids, type: 'function_call', status: 'completed', name: 'get_goal', arguments: '{}' }
    }
    if (offersTool(req.body, 'exec')) {
      return {
        ...ids,
        type: 'custom_tool_call',
        status: 'completed',
        name: 'exec',
        input: 'text("still looking")'
      }
    }
    return {
      ...ids,
      type: 'function_call',
      status: 'completed',
      name: 'view_image',
      arguments: JSON.stringify({ path: readFile })
    }
  }
  const handler = (req: LoggedRequest, mode: FakeMode): FakeReply | undefined => {
    if (req.method !== 'POST' || req.path !== '/v1/responses') return undefined
    req.toolResults = freshToolResults(req, answered)
    if (req.headers.authorization === `Bearer ${WRONG_KEY}`) {
      const error = {
        message: 'Incorrect API key provided: the-loop-wrong-key.',
        type: 'invalid_request_error',
        param: null,
        code: 'invalid_api_key'
      }
      return { kind: 'json', status: 401, answer: 'error-401', json: { error } }
    }
    if (mode === 'status429') return errorAnswer(429, options.retryAfterSeconds)
    if (mode === 'status500') return errorAnswer(500, options.retryAfterSeconds)
    if (mode === 'huge') return responseAnswer(req, hugeText(OPENAI_VENDOR), [], 'huge-text')
    if (mode === 'endless') return responseAnswer(req, '', [endlessCall(req)], 'tool-calls')
    if (mode === 'attack' && !hasToolOutputs(req)) {
      return responseAnswer(req, '', attackCalls(req), 'tool-calls')
    }
    return responseAnswer(req, OPENAI_CANNED_TEXT, [], 'text')
  }
  const server = await startFakeServer(handler, serverOptionsOf(options))
  return modelApiFake(
    server,
    (r) => r.path === '/v1/responses',
    ['pwned-shell', 'pwned-exec', 'pwned-local-shell', 'pwned-patch', 'pwned-js-exec', 'pwned-js-patch'].map(
      (f) => join(markerDir, f)
    )
  )
}
