// The brief's section labels, listed once: the words a section may be named by (case-insensitive, singular forms
// too), and the name our own comments give each section.

export type SectionKey = 'questions' | 'angles' | 'validations' | 'pullRequests'

interface SectionLabel {
  key: SectionKey
  /** How our comments name the section. */
  title: string
  /** Every word that names it, lower case, one space between words. */
  names: readonly string[]
}

export const SECTION_LABELS: readonly SectionLabel[] = [
  { key: 'questions', title: 'Questions', names: ['questions', 'question'] },
  { key: 'angles', title: 'Angles', names: ['angles', 'angle'] },
  { key: 'validations', title: 'Validations', names: ['validations', 'validation'] },
  { key: 'pullRequests', title: 'Pull requests', names: ['pull requests', 'pull request', 'prs'] }
]

/** The sections whose items make a brief (a list of pull requests alone does not). */
export const CONTENT_SECTIONS: readonly SectionKey[] = ['questions', 'angles', 'validations']

const BY_NAME = new Map(SECTION_LABELS.flatMap((l) => l.names.map((n) => [n, l.key] as const)))

/**
 * A cheap look before any parse: a comment with none of these words holds no label, so it is no brief and
 * names no section (a thread of thousands of comments is mostly such comments).
 */
export const SECTION_WORD = /question|angle|validation|pull\s+request|\bprs\b/i

/** Label text longer than this is prose, and never looked up. */
const MAX_LABEL = 40

/** The section `words` name (`Questions`, `pull  requests:`, `PRs :`), or undefined. */
export function sectionNamed(words: string): SectionKey | undefined {
  if (words.length > MAX_LABEL) return undefined
  const name = words.replace(/\s*:$/, '').trim().replace(/\s+/g, ' ').toLowerCase()
  return BY_NAME.get(name)
}

export function titleOf(key: SectionKey): string {
  return SECTION_LABELS.find((l) => l.key === key)!.title
}
