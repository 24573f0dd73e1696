// The durable control record of one work item (last command, who, when, which comment): pure codec.
import { ARMING, isCommand, type Command } from '../../base/keywords/commands.js'

export interface ControlRecord {
  /** `github:owner/repo#n` of the work item the command acted on. */
  ref: string
  command: Command
  source: 'comment' | 'cli'
  actor: string
  /** ISO-8601 UTC with a `Z` and no fraction, e.g. `2026-08-20T10:00:00Z`. */
  requestedAt: string
  /** The comment's html_url. */
  note: string
  commentId?: number
}

/** Formats a time the way the control record stores it. */
export function recordTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** Accepts both upstream timestamp shapes (`…Z` and `…+00:00`), with or without a fraction. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/
const REF = /^github:[\w.-]+\/[\w.-]+#\d{1,9}$/

/**
 * Reads a stored record. Anything malformed or unknown reads as "nothing recorded": the item is then
 * not armed, which is the safe side (fail closed).
 */
export function parseControlRecord(value: unknown): ControlRecord | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const v = value as Record<string, unknown>
  if (typeof v.ref !== 'string' || !REF.test(v.ref)) return undefined
  if (!isCommand(v.command)) return undefined
  if (v.source !== 'comment' && v.source !== 'cli') return undefined
  if (typeof v.actor !== 'string' || typeof v.note !== 'string') return undefined
  if (typeof v.requestedAt !== 'string' || !TIMESTAMP.test(v.requestedAt)) return undefined
  const record: ControlRecord = {
    ref: v.ref,
    command: v.command,
    source: v.source,
    actor: v.actor,
    requestedAt: v.requestedAt,
    note: v.note
  }
  if (typeof v.commentId === 'number' && Number.isSafeInteger(v.commentId) && v.commentId > 0) {
    record.commentId = v.commentId
  }
  return record
}

/** Armed ⇔ the last recorded command is an arming one; pause, stop and cleanup disarm durably. */
export function isStartRequested(record: ControlRecord | undefined): boolean {
  return record !== undefined && ARMING.has(record.command)
}

/** While paused, the item's events are ignored until `resume` (or a new arming command). */
export function isPaused(record: ControlRecord | undefined): boolean {
  return record?.command === 'pause'
}
