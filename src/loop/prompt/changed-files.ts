// The "Changed files" section of a round prompt. Whole, one line per file, when the prompt holds the whole diff.
// In a part, the list is repeated in every part's prompt: for a 3,000-file change it took 192,000 of a 200,000
// budget, leaving each part room for about one file. So in a part the list takes at most a share of the budget:
// past it, the files are summed up by folder (every file still counted, none named), and past that too, the
// biggest folders are kept and the rest counted in one line.
import type { ChangedFile } from '../../github/port.js'

/** The share of a part's budget the list of changed files may take. */
const LIST_SHARE = 1 / 8

interface Listed {
  files: readonly ChangedFile[]
  sizes?: Readonly<Record<string, number>>
}

/** The list for a prompt; `partBudget` is the critic's budget when the prompt is one part of a split diff. */
export function changedFilesList(pull: Listed, partBudget?: number): string {
  const size = (path: string) => {
    const chars = pull.sizes?.[path]
    return chars === undefined ? '' : `, ${chars} characters of diff`
  }
  const whole = pull.files
    .map((f) => `${f.status} ${f.path} (+${f.additions} -${f.deletions}${size(f.path)})`)
    .join('\n')
  if (partBudget === undefined) return whole
  const room = Math.floor(partBudget * LIST_SHARE)
  return whole.length <= room ? whole : byFolder(pull, room)
}

interface FolderTotal {
  files: number
  additions: number
  deletions: number
  chars: number
}

function byFolder(pull: Listed, room: number): string {
  const totals = new Map<string, FolderTotal>()
  for (const f of pull.files) {
    const at = f.path.lastIndexOf('/')
    const folder = at < 0 ? '' : f.path.slice(0, at)
    const t = totals.get(folder) ?? { files: 0, additions: 0, deletions: 0, chars: 0 }
    t.files++
    t.additions += f.additions
    t.deletions += f.deletions
    t.chars += pull.sizes?.[f.path] ?? 0
    totals.set(folder, t)
  }
  // The folders with the most diff first: when not all fit, the ones left out matter least.
  const rows = [...totals]
    .sort((a, b) => b[1].chars - a[1].chars || a[0].localeCompare(b[0]))
    .map(
      ([folder, t]) =>
        `${folder === '' ? '(top folder)' : `${folder}/`}: ${t.files} ${t.files === 1 ? 'file' : 'files'} (+${t.additions} -${t.deletions}, ${t.chars} characters of diff)`
    )
  const head = `${pull.files.length} files changed, too many to name one by one in each part; by folder, the most diff first:`
  const kept: string[] = []
  let used = head.length
  for (const row of rows) {
    if (used + row.length + 1 > room - 80) break
    kept.push(row)
    used += row.length + 1
  }
  const left = rows.length - kept.length
  const tail = left > 0 ? [`… and ${left} more ${left === 1 ? 'folder' : 'folders'} with less diff`] : []
  return [head, ...kept, ...tail].join('\n')
}
