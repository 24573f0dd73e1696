// Error types shared by every layer: a user-facing error names the file, input or element at fault.

/** A fault in something the user supplied (a file, an input, a comment): shown as-is, never a stack. */
export class UserError extends Error {
  constructor(
    message: string,
    readonly where?: string
  ) {
    super(where ? `${where}: ${message}` : message)
    this.name = 'UserError'
  }
}

/** Renders any thrown value as one line for logs and job summaries. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message
  return String(error)
}
