// Imported first by every entry that makes HTTP requests. Undici's HTTP parser is WebAssembly; Node 20 has V8
// optimise it on a background thread after the first request and waits for that compile before the process may
// exit (about 120-150 ms measured per process, paid by prepare and again by publish). The baseline compiler alone
// runs a handful of API requests just as well, and the process exits as soon as its work is done.
import { setFlagsFromString } from 'node:v8'

setFlagsFromString('--liftoff-only')
