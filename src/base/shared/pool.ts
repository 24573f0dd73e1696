// A bounded pool of async tasks: the critics' (critic, part) runs share one, and so do the pages of a list read.

/**
 * Runs `tasks` with at most `limit` at once (all at once when no limit), results in the tasks' order. The first
 * task to fail fails the whole, and no task not yet started is started after it: a refused page is not followed
 * by the rest of a 30-page list.
 */
export async function inPool<T>(
  limit: number | undefined,
  tasks: ReadonlyArray<() => Promise<T>>
): Promise<T[]> {
  const results = new Array<T>(tasks.length)
  let next = 0
  let failed = false
  const worker = async () => {
    while (next < tasks.length && !failed) {
      const index = next++
      try {
        results[index] = await tasks[index]!()
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  const width = Math.max(1, Math.min(limit ?? tasks.length, tasks.length))
  await Promise.all(Array.from({ length: width }, worker))
  return results
}
