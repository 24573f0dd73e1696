/**
 * A whole number with a comma between each group of three digits, as `toLocaleString('en-US')` writes it. Not
 * toLocaleString itself: its first call in a process loads ICU's locale data (14–23 ms, measured in a profile of
 * the main bundle), which every prepare and publish would pay for a figure or two.
 */
export function thousands(n: number): string {
  const digits = String(Math.abs(n))
  return `${n < 0 ? '-' : ''}${digits.replace(/\B(?=(\d{3})+$)/g, ',')}`
}
