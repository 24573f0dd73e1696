// Test critic: writes only to stderr and exits 3.
process.stderr.write('boom: the critic failed\n')
process.exit(3)
