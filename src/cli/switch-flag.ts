// A valueless flag (`--check`) taken out of args before parseFlags, which gives every flag a value.

/**
 * Removes `--name` (any case) from `args` and says whether it was there. The value of a value flag
 * (`--root --check`) and everything after `--` stay as they are; `--name=x` and a repeat are errors.
 */
export function takeSwitch(
  args: string[],
  name: string,
  valueFlags: readonly string[]
): { rest: string[]; on: boolean } {
  const rest: string[] = []
  let on = false
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (arg === '--') {
      rest.push(...args.slice(i))
      break
    }
    const flag = /^--([^=]+)(=.*)?$/.exec(arg)
    const flagName = flag?.[1]?.toLowerCase()
    if (flagName === name) {
      if (flag?.[2] !== undefined) throw new Error(`--${name} takes no value`)
      if (on) throw new Error(`--${name} given twice`)
      on = true
      continue
    }
    rest.push(arg)
    // A value flag without `=` takes the next argument as its value, whatever it looks like.
    if (flagName && flag?.[2] === undefined && valueFlags.includes(flagName) && i + 1 < args.length) {
      rest.push(args[++i]!)
    }
  }
  return { rest, on }
}
