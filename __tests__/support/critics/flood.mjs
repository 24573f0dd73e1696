// Test critic: prints the given number of MiB of 'x' to stdout, then exits 0.
const mib = Number(process.argv[3] ?? '50')
const chunk = Buffer.alloc(1024 * 1024, 'x')
let left = mib
function write() {
  while (left > 0) {
    left -= 1
    if (!process.stdout.write(chunk)) return process.stdout.once('drain', write)
  }
}
write()
